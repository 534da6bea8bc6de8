// Job families of AI and other recent technology roles: prompt and LLM engineering, MLOps, cloud, AI products.
import type { JobFamily } from '../job-family.ts';

export const AI_MODERN_TECH_FAMILIES: readonly JobFamily[] = [];
