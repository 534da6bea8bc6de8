// An employer printed once above the roles held there (a promotion): each role's entry names it, as the outline's
// "organisation | role | dates" needs, instead of holding the role where the organisation goes.
import { monthOf } from '../../resume/months.ts';
import type { PartKind, ResumeEntry } from '../../resume/resume-document.ts';
import { classifyField } from './entry-fields.ts';

/** Parts whose entries are jobs held at an employer. */
const JOB_PARTS: ReadonlySet<PartKind> = new Set(['work', 'internship']);

/** How far apart, in months, one role's end and the next role's start may be printed and still be one move. */
const ADJOINING_MONTHS = 1;

/** Dates read against a fixed day: only their order matters here, and "Present" is later than any printed date. */
const FAR_FUTURE = new Date(Date.UTC(9999, 0, 1));

/**
 * The entries with each role printed under its employer's name carrying that name:
 * - "Mercy Hospital | Tacoma, WA | 2014 – 2020" over "Senior Nurse (2017 – 2020)" and "Nurse (2014 – 2017)": the
 *   employer's line is no entry of its own; each role is an entry at Mercy Hospital;
 * - "Mercy Hospital | Senior Nurse | Jan 2017 – Mar 2020", then "Nurse | May 2014 – Jan 2017": the earlier role,
 *   ending as the later one began, was held there too.
 */
export function carryOrganisations(entries: readonly ResumeEntry[], kind: PartKind): ResumeEntry[] {
  if (!JOB_PARTS.has(kind)) return [...entries];
  const out: ResumeEntry[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] as ResumeEntry;
    const roles = rolesUnder(entry, entries.slice(index + 1));
    if (roles > 0) {
      for (const role of entries.slice(index + 1, index + 1 + roles)) out.push(heldAt(role, entry));
      index += roles;
      continue;
    }
    const previous = out.at(-1);
    out.push(previous && isRoleOnly(entry) && adjoins(entry, previous) ? heldAt(entry, previous) : entry);
  }
  return out;
}

/** How many role-only entries right after `group` lie within its dates, when it names an employer and nothing else. */
function rolesUnder(group: ResumeEntry, after: readonly ResumeEntry[]): number {
  if (group.subTitle !== '' || group.bullets.length > 0 || isRoleOnly(group)) return 0;
  const kind = classifyField(group.title);
  if (kind === 'role' || kind === 'degree' || kind === 'location') return 0;
  const span = monthsOf(group);
  if (span === undefined) return 0;
  let count = 0;
  for (const entry of after) {
    const months = monthsOf(entry);
    const within =
      months !== undefined &&
      months.start >= span.start - ADJOINING_MONTHS &&
      months.end <= span.end + ADJOINING_MONTHS;
    if (!isRoleOnly(entry) || !within) break;
    count += 1;
  }
  return count;
}

/** An entry whose only name is a role ("Registered Nurse | May 2014 – Jan 2017"): its employer was printed above. */
function isRoleOnly(entry: ResumeEntry): boolean {
  return entry.subTitle === '' && entry.title !== '' && classifyField(entry.title) === 'role';
}

/** The earlier role ended as the later one began (newest first) or began as it ended (oldest first). */
function adjoins(entry: ResumeEntry, previous: ResumeEntry): boolean {
  const months = monthsOf(entry);
  const before = monthsOf(previous);
  if (months === undefined || before === undefined) return false;
  return (
    Math.abs(months.end - before.start) <= ADJOINING_MONTHS ||
    Math.abs(months.start - before.end) <= ADJOINING_MONTHS
  );
}

function monthsOf(entry: ResumeEntry): { start: number; end: number } | undefined {
  const start = monthOf(entry.startTime, FAR_FUTURE);
  const end = monthOf(entry.endTime, FAR_FUTURE);
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** The role-only entry as held at the employer's entry: its name and place, the role where a role goes. */
function heldAt(role: ResumeEntry, employer: ResumeEntry): ResumeEntry {
  const { place, placeInBrackets } = employer;
  return {
    ...role,
    title: employer.title,
    subTitle: role.title,
    ...(place ? { place } : {}),
    ...(placeInBrackets ? { placeInBrackets } : {}),
  };
}
