// Job families of arts, education, public service and industrial specialities: musicians, curators, automation and reliability engineers.
import type { JobFamily } from '../job-family.ts';

export const ARTS_PUBLIC_INDUSTRY_FAMILIES: readonly JobFamily[] = [];
