// Job families of aviation, rail, sea, agriculture and natural resources: drone pilots, controllers, seafarers, agronomists.
import type { JobFamily } from '../job-family.ts';

export const TRANSPORT_LAND_SEA_FAMILIES: readonly JobFamily[] = [];
