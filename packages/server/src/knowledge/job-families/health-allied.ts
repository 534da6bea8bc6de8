// Job families of allied health and health administration: midwives, sonographers, therapists, medical coders.
import type { JobFamily } from '../job-family.ts';

export const HEALTH_ALLIED_FAMILIES: readonly JobFamily[] = [];
