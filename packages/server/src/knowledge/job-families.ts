// All job families the built-in generator knows, gathered from the files under job-families/.

import { ACCOUNTING_LEGAL_FAMILIES } from './job-families/accounting-legal.ts';
import { AI_MODERN_TECH_FAMILIES } from './job-families/ai-modern-tech.ts';
import { ARTS_PUBLIC_INDUSTRY_FAMILIES } from './job-families/arts-public-industry.ts';
import { BUSINESS_FAMILIES } from './job-families/business.ts';
import { BUSINESS_SPECIALIST_FAMILIES } from './job-families/business-specialists.ts';
import { CHEMICAL_MATERIALS_FAMILIES } from './job-families/chemical-materials.ts';
import { CIVIL_ENGINEERING_FAMILIES } from './job-families/civil-engineering.ts';
import { CLINICAL_CARE_FAMILIES } from './job-families/clinical-care.ts';
import { DATA_FAMILIES } from './job-families/data.ts';
import { DATA_SPECIALTY_FAMILIES } from './job-families/data-specialties.ts';
import { DESIGN_CREATIVE_FAMILIES } from './job-families/design-creative.ts';
import { EDUCATION_FAMILIES } from './job-families/education.ts';
import { ELECTRICAL_ELECTRONICS_FAMILIES } from './job-families/electrical-electronics.ts';
import { ENGINEERING_FAMILIES } from './job-families/engineering.ts';
import { FINANCE_INVESTMENT_FAMILIES } from './job-families/finance-investment.ts';
import { FINANCE_LEGAL_FAMILIES } from './job-families/finance-legal.ts';
import { FOOD_BEVERAGE_FAMILIES } from './job-families/food-beverage.ts';
import { HEALTH_ALLIED_FAMILIES } from './job-families/health-allied.ts';
import { HEALTH_SCIENCES_FAMILIES } from './job-families/health-sciences.ts';
import { HEALTHCARE_FAMILIES } from './job-families/healthcare.ts';
import { LIFESTYLE_SERVICES_FAMILIES } from './job-families/lifestyle-services.ts';
import { MANUFACTURING_FAMILIES } from './job-families/manufacturing.ts';
import { MARKETING_COMMUNICATIONS_FAMILIES } from './job-families/marketing-communications.ts';
import { MARKETING_OPERATIONS_FAMILIES } from './job-families/marketing-operations.ts';
import { MECHANICAL_ENGINEERING_FAMILIES } from './job-families/mechanical-engineering.ts';
import { MEDIA_PRODUCTION_FAMILIES } from './job-families/media-production.ts';
import { PEOPLE_OPERATIONS_FAMILIES } from './job-families/people-operations.ts';
import { PRODUCT_DESIGN_FAMILIES } from './job-families/product-design.ts';
import { PUBLIC_SAFETY_COMMUNITY_FAMILIES } from './job-families/public-safety-community.ts';
import { PUBLIC_SERVICES_FAMILIES } from './job-families/public-services.ts';
import { SALES_FAMILIES } from './job-families/sales.ts';
import { SOFTWARE_FAMILIES } from './job-families/software.ts';
import { SOFTWARE_SPECIALTY_FAMILIES } from './job-families/software-specialties.ts';
import { SUPPLY_CHAIN_TRANSPORT_FAMILIES } from './job-families/supply-chain-transport.ts';
import { TRADES_FAMILIES } from './job-families/trades.ts';
import { TRANSPORT_LAND_SEA_FAMILIES } from './job-families/transport-land-sea.ts';
import { TRAVEL_SERVICES_FAMILIES } from './job-families/travel-services.ts';
import type { JobFamily } from './job-family.ts';

/** Every family, grouped by field. Adding a family means adding it to one of these files; nothing else changes. */
export const JOB_FAMILIES: readonly JobFamily[] = [
  ...SOFTWARE_FAMILIES,
  ...SOFTWARE_SPECIALTY_FAMILIES,
  ...DATA_FAMILIES,
  ...DATA_SPECIALTY_FAMILIES,
  ...PRODUCT_DESIGN_FAMILIES,
  ...DESIGN_CREATIVE_FAMILIES,
  ...MARKETING_OPERATIONS_FAMILIES,
  ...MARKETING_COMMUNICATIONS_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...SALES_FAMILIES,
  ...PEOPLE_OPERATIONS_FAMILIES,
  ...SUPPLY_CHAIN_TRANSPORT_FAMILIES,
  ...FINANCE_LEGAL_FAMILIES,
  ...FINANCE_INVESTMENT_FAMILIES,
  ...ACCOUNTING_LEGAL_FAMILIES,
  ...HEALTHCARE_FAMILIES,
  ...CLINICAL_CARE_FAMILIES,
  ...HEALTH_SCIENCES_FAMILIES,
  ...ENGINEERING_FAMILIES,
  ...MECHANICAL_ENGINEERING_FAMILIES,
  ...CIVIL_ENGINEERING_FAMILIES,
  ...ELECTRICAL_ELECTRONICS_FAMILIES,
  ...CHEMICAL_MATERIALS_FAMILIES,
  ...MANUFACTURING_FAMILIES,
  ...TRADES_FAMILIES,
  ...FOOD_BEVERAGE_FAMILIES,
  ...TRAVEL_SERVICES_FAMILIES,
  ...MEDIA_PRODUCTION_FAMILIES,
  ...PUBLIC_SAFETY_COMMUNITY_FAMILIES,
  ...PUBLIC_SERVICES_FAMILIES,
  ...EDUCATION_FAMILIES,
  ...AI_MODERN_TECH_FAMILIES,
  ...TRANSPORT_LAND_SEA_FAMILIES,
  ...LIFESTYLE_SERVICES_FAMILIES,
  ...HEALTH_ALLIED_FAMILIES,
  ...BUSINESS_SPECIALIST_FAMILIES,
  ...ARTS_PUBLIC_INDUSTRY_FAMILIES,
];

const byId = new Map(JOB_FAMILIES.map((family) => [family.id, family]));

/** The family with this id, or undefined. */
export function findJobFamily(id: string): JobFamily | undefined {
  return byId.get(id);
}
