// All job families the built-in generator knows, gathered from the files under job-families/.

import { BUSINESS_FAMILIES } from './job-families/business.ts';
import { DATA_FAMILIES } from './job-families/data.ts';
import { ENGINEERING_FAMILIES } from './job-families/engineering.ts';
import { FINANCE_LEGAL_FAMILIES } from './job-families/finance-legal.ts';
import { HEALTHCARE_FAMILIES } from './job-families/healthcare.ts';
import { MARKETING_OPERATIONS_FAMILIES } from './job-families/marketing-operations.ts';
import { PRODUCT_DESIGN_FAMILIES } from './job-families/product-design.ts';
import { PUBLIC_SERVICES_FAMILIES } from './job-families/public-services.ts';
import { SOFTWARE_FAMILIES } from './job-families/software.ts';
import type { JobFamily } from './job-family.ts';

/** Every family, grouped by field. Adding a family means adding it to one of these files; nothing else changes. */
export const JOB_FAMILIES: readonly JobFamily[] = [
  ...SOFTWARE_FAMILIES,
  ...DATA_FAMILIES,
  ...PRODUCT_DESIGN_FAMILIES,
  ...MARKETING_OPERATIONS_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...FINANCE_LEGAL_FAMILIES,
  ...HEALTHCARE_FAMILIES,
  ...ENGINEERING_FAMILIES,
  ...PUBLIC_SERVICES_FAMILIES,
];

const byId = new Map(JOB_FAMILIES.map((family) => [family.id, family]));

/** The family with this id, or undefined. */
export function findJobFamily(id: string): JobFamily | undefined {
  return byId.get(id);
}
