// Job families of business, commerce, finance and legal specialists not covered elsewhere: sales managers, category managers, traders.
import type { JobFamily } from '../job-family.ts';

export const BUSINESS_SPECIALIST_FAMILIES: readonly JobFamily[] = [];
