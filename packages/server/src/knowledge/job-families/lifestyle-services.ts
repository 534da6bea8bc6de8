// Job families of hospitality, personal and lifestyle services: sommeliers, tea masters, florists, makeup artists, sports.
import type { JobFamily } from '../job-family.ts';

export const LIFESTYLE_SERVICES_FAMILIES: readonly JobFamily[] = [];
