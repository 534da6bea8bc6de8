// Splits an entry's header lines into fields and tells which is the organisation or school, and which the role or degree.

import {
  characterSet,
  isWhitespace,
  splitTrimmed,
  trailingBalancedParenthetical,
  trailingParenthetical,
  trimEndWhere,
  trimStartWhere,
} from '../../lib/text-scan.ts';
import { findDateRange } from '../../resume/dates.ts';
import type { PartKind } from '../../resume/resume-document.ts';
import {
  CHINESE_DEGREE_WORDS,
  CHINESE_ORGANISATION_WORDS,
  CHINESE_ROLE_WORDS,
  CHINESE_SCHOOL_WORDS,
  DATE_LABELS,
  DEGREE_WORDS,
  FIELD_LABELS,
  ORGANISATION_WORDS,
  ROLE_WORDS,
  SCHOOL_WORDS,
} from './entry-words.ts';
import { isLocation, trailingChineseCityLength } from './locations.ts';
import { REGION_NAMES } from './place-names.ts';
import { HAN, keyValueOf, trimSeparators } from './resume-lines.ts';

const isOpeningMark = characterSet('("\'“');
const isClosingMark = characterSet(')"\'”,;:');

export type FieldKind = 'school' | 'organisation' | 'role' | 'degree' | 'location' | 'unknown';

export interface AssignedFields {
  title: string;
  subTitle: string;
  /** Header facts that are neither: a major, a manager's name, a note. Kept as the entry's first bullets. */
  extras: string[];
}

const FIELD_SEPARATORS = /\s*[|｜\t]\s*|\s{2,}/;
/** Spaced dashes and slashes separate fields only on lines without clearer separators ("Acme — Engineer"). */
const WEAK_SEPARATOR = /\s[·•–—/-]\s/;
const AT_WORD = /\s(?:at|@)(?=\s)/g;
const CHINESE_SENTENCE = /[，。；！？]/;
const MAX_CHINESE_ROLE_CHARS = 14;

const lowered = (words: readonly string[]) => new Set(words.map((word) => word.toLowerCase()));
const ROLES = lowered(ROLE_WORDS);
const ORGANISATIONS = lowered(ORGANISATION_WORDS);
const SCHOOLS = lowered(SCHOOL_WORDS);
const DEGREES = lowered(DEGREE_WORDS);
const DATE_LABEL_SET = lowered(DATE_LABELS);

/** Bodies named for what they serve: "Office of the Chief Judge", "Board of Education", "City of Austin". */
const BODY_WORDS: ReadonlySet<string> = new Set([
  'office',
  'board',
  'city',
  'state',
  'town',
  'village',
  'division',
]);

/** "HR Generalist at Acme Corporation": a role at its organisation. */
const ROLE_AT = / at /;

/**
 * The fields of one header line (its dates already cut out; `datesCut` when they were the entry's own), in printed
 * order. Spaced dashes and slashes split fields only when `weak` allows and nothing clearer does: "B.S. in CS - 3.8
 * GPA", printed in a column of its own, is one field.
 */
export function splitFields(text: string, weak = true, afterName = false, datesCut = false): string[] {
  const strong = text
    .split(FIELD_SEPARATORS)
    .flatMap(splitAtLabels)
    .filter((piece) => trimSeparators(piece) !== '');
  // "Physical Therapist Assistant – Home Health (part-time), Lone Star Home Health, Fort Worth, TX": a role and its
  // notes, then the organisation, on one line with nothing clearer between them.
  const roleFirst =
    strong.length === 1 && !afterName ? roleBeforeOrganisation(trimSeparators(strong[0] ?? '')) : undefined;
  if (roleFirst)
    return [
      roleFirst[0],
      ...roleFirst.slice(1).flatMap((field) => refineField(field, true, true, datesCut)),
    ].filter((field) => trimSeparators(field) !== '');
  // "Shift Supervisor – 2nd shift at Acme Logistics": a role held at an organisation keeps its dash inside the role.
  const roleAt = strong.length === 1 ? roleAtOrganisation(text) : undefined;
  const heldAt = roleAt !== undefined && classifyField(roleAt[0]) === 'role';
  // Under a line naming the entry's organisation ("Acme Logistics" / "Shift Supervisor – 2nd shift | 2019 – 2024"),
  // a spaced dash after a role is the role's note, not a name beside it.
  const weakSplit =
    strong.length > 1 || !weak || afterName || heldAt
      ? strong
      : splitWeakOutsideBrackets(text).filter((side) => side !== '');
  const weakSides =
    weakSplit !== strong && weakSplit.length === 2 && kindOfSide(weakSplit[0] ?? '') === 'role'
      ? withRoleNote(text, weakSplit[1] ?? '')
      : weakSplit;
  // "Acme Logistics – Store #12" on a line of its own: a name and its branch, one organisation.
  const weakPieces =
    weakSides.length > 1 &&
    weakSides.every((side) => !['role', 'degree', 'location'].includes(kindOfSide(side)))
      ? strong
      : weakSides;
  const pieces = afterName || heldAt ? weakPieces : namedAndActing(weakPieces, text);
  const kinds = pieces.map((piece) =>
    // "Harborline Mutual Insurance Company, Hartford, CT": the name without its place.
    classifyField(withoutPlaces(splitOutsideBrackets(trimSeparators(piece))).join(', ')),
  );
  // A line that names its organisation in a field of its own, or follows the line that does: a role's brackets and
  // commas are a note on the role ("建筑师（方案主创）", "Registered Nurse, ICU"), not where it was held. A name no
  // word classifies beside a role is the organisation too ("美团 | 店长（东塘店）", "Northwind | Planner").
  const besideOrganisation =
    afterName ||
    (pieces.length > 1 &&
      (kinds.some((kind) => kind === 'organisation' || kind === 'school') ||
        (kinds.includes('role') && kinds.includes('unknown'))));
  return pieces
    .flatMap((piece) =>
      refineField(trimSeparators(piece), besideOrganisation, pieces.length > 1 || afterName, datesCut),
    )
    .filter((field) => trimSeparators(field) !== '');
}

/**
 * "Senior Paralegal – Litigation, Kirkland & Ellis LLP": what follows a role's dash up to the comma before the
 * organisation's name is the role's note. Without a comma part that names an organisation the dash parts the two.
 */
function withRoleNote(text: string, right: string): string[] {
  const cut = text.lastIndexOf(right);
  const parts = splitOutsideBrackets(right);
  const names = (part: string) => ['organisation', 'school'].includes(classifyField(part));
  // "District Manager – District 7, Harlow Home & Goods, Charlotte, NC": a numbered district, crew or store, a
  // department or a shift is the role's note though no word of the name after it says organisation.
  const first = parts[0] ?? '';
  const noted =
    parts.length > 1 &&
    (NUMBERED_UNIT.test(first) ||
      (!names(first) && (/\d/.test(first) || ROLE_NOTE.test(first) || DEPARTMENT.test(first)))) &&
    withoutPlaces(parts.slice(1)).length > 0 &&
    !isLocation(parts.slice(1).join(', '));
  // "Freelance Graphic Designer – labels, menus & event print, Camille Ostrowski Design (freelance), Minneapolis": a
  // note in lower case describes the work; the first capitalised part after it, not a place, starts the name.
  const described = parts.findIndex((part) => !/^\p{Ll}/u.test(part));
  const namedAfterNote =
    !noted &&
    described > 0 &&
    !isLocation(parts.slice(described).join(', ')) &&
    !isPlaceEnd(parts[described] ?? '');
  const at = noted
    ? 1
    : namedAfterNote
      ? described
      : parts.findIndex((part, index) => index > 0 && names(part));
  if (cut <= 0 || at <= 0 || (!noted && !namedAfterNote && parts.slice(0, at).some(names)))
    return [text.slice(0, cut).trim(), right];
  const note = parts.slice(0, at).join(', ');
  return [`${text.slice(0, cut)}${note}`.trim(), parts.slice(at).join(', ')];
}

/**
 * A role printed first with its notes, then at a comma the organisation with its branch and place: "C-130J Crew Chief,
 * SSgt (E-5) – AFSC 2A5X1, U.S. Air Force – 317th AMXS, Dyess AFB, TX". The organisation starts at the comma part that
 * names one most clearly (a legal form or a school, then an organisation word, a name before a town and state
 * counting one step more; the first of equals), never at a place. The line must open with a role, or with words that
 * name nothing before a name as plain as a legal form, a school, or an organisation and its place.
 * Latin script only: Chinese lines print their fields apart.
 */
function roleBeforeOrganisation(text: string): [string, ...string[]] | undefined {
  if (HAN.test(text)) return undefined;
  const parts = splitOutsideBrackets(text);
  if (parts.length < 2) return undefined;
  const openingKind = classifyField(headOf(parts[0] ?? ''));
  // "A.A.S. – not completed (33 of 62 cr. hrs) Construction Management, Columbus State Community College, …": a
  // degree and its notes before the school, read the same way.
  const degree = openingKind === 'degree';
  if (!degree && openingKind !== 'role' && (openingKind !== 'unknown' || nameStrength(parts[0] ?? '') > 1))
    return undefined;
  let best = 0;
  let bestStrength = degree ? 0 : 1;
  for (let index = 1; index < parts.length; index += 1) {
    // "Registered Nurse – Mercy Hospital, Tacoma, WA": a town and its state are where, not who. "…, Sisters Ranger
    // District, Sisters, OR": a name before its town and state is the last the organisation can start at, and only
    // when a word says it is one ("Hollister Elementary, Universal City, TX" may be a campus of a name before it).
    const named = nameStrength(parts[index] ?? '');
    const lastName = isLocation(parts.slice(index).join(', '));
    if (lastName && (parts.length - index <= 2 || named < 2)) break;
    // "Estimator, Hartwell Mechanical, Dayton, OH": a bare name before a town and state is where the role was held.
    const placed = placeFollows(parts, index);
    const strength = named === 1 && placed ? 2 : named;
    const isSchool = classifyField(headOf(parts[index] ?? '')) === 'school';
    // After a degree, a school, or a name with nothing but its place after it ("BS (licencjat) Mathematics,
    // Politechnika Wrocławska"). After words that name nothing, only a plain name: a legal form, or an organisation
    // before its place (a school names where a role was held, not a club at it: "Enactus, University of La Verne").
    const eligible = degree
      ? isSchool || (named >= 1 && (placed || index === parts.length - 1))
      : openingKind !== 'unknown' || (named === 3 && !isSchool) || (named === 2 && placed);
    if (eligible && strength > bestStrength) [best, bestStrength] = [index, strength];
    if (lastName) break;
  }
  if (best === 0) return undefined;
  const role = parts.slice(0, best).join(', ');
  // "Tutor, School, City.": a town printed last with the line's full stop (moderncv's entries) is no part of the name.
  const last = parts.at(-1) ?? '';
  const town = parts.length > best + 1 && FINAL_TOWN.test(last) && !isPlaceEnd(last) ? last : undefined;
  const name = parts.slice(best, town === undefined ? undefined : -1).join(', ');
  // "Degree, Institution, City, Grade." (moderncv's order): after a degree, a town with a note after it and no state
  // ends the school's name; it and the note are fields of their own, as a "|" line prints them. A town printed last
  // stays in the name ("University of California, Davis").
  const [after, next] = [parts[best + 1], parts[best + 2]];
  if (
    degree &&
    after !== undefined &&
    next !== undefined &&
    CAMPUS.test(after) &&
    !isPlaceEnd(next) &&
    !isPlaceWithNote(next)
  )
    return [role, parts[best] ?? '', ...parts.slice(best + 1)];
  return town === undefined ? [role, name] : [role, name, town];
}
const FINAL_TOWN = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?\.$/u;

/** How plainly a comma part opens an organisation's name: 3 a legal form or a school, 2 an organisation, 1 a bare name. */
function nameStrength(part: string): number {
  const head = headOf(part);
  if (head === '' || isPlaceEnd(head) || isPlaceWithNote(part) || isLocation(part) || ROLE_NOTE.test(head))
    return 0;
  if (LEGAL_FORM.test(head.replace(BRACKETED_NOTE, ''))) return 3;
  const kind = classifyField(head);
  if (kind === 'school') return 3;
  // After a role, "… Forest Service", "… Home Health" name the employer (a degree's "Public Health" is a major).
  if (kind === 'organisation' || /\b(?:Services?|Health|Healthcare)$/.test(head)) return 2;
  return kind === 'unknown' && /^\p{Lu}/u.test(head) ? 1 : 0;
}

/** Whether the parts after `index` are a place: a town and a state or country, perhaps with a note after it. */
function placeFollows(parts: readonly string[], index: number): boolean {
  const rest = parts.slice(index + 1);
  const last = rest.at(-1);
  return (
    last !== undefined &&
    rest.length <= 2 &&
    (isPlaceEnd(last) || isPlaceWithNote(last)) &&
    rest.slice(0, -1).every((town) => CAMPUS.test(town))
  );
}
const LEGAL_FORM = /\b(?:Inc|LLC|L\.L\.C|Ltd|LLP|PLLC|Corp|Co|GmbH|PLC)\b\.?(?![\w-])/;

/** A field up to its first spaced dash outside brackets: "Lumina Autism Partners – Stone Oak Center" → the name. */
function headOf(part: string): string {
  return splitWeakOutsideBrackets(part)[0] ?? '';
}

/** "District 7", "Store #117", "Crew 2": one numbered unit of an organisation. */
const NUMBERED_UNIT = /^\p{Lu}[\p{L}&' ]{0,30}\s#?\d{1,4}(?:\s?\([^()]{1,30}\))?$/u;

/**
 * A Chinese line kept whole for want of a clear separator ("品牌经理 / 万科企业股份有限公司",
 * "广州明日医疗器械有限公司·审计助理") is split at a weak one when the sides are a name and a role.
 */
function namedAndActing(strong: string[], text: string): string[] {
  if (strong.length !== 1) return strong;
  if (!HAN.test(text)) {
    // "Northwind Systems — Senior Software Engineer" beside right-aligned dates: a role and a name.
    // Only a role counts here: "B.S. in CS - 3.8 GPA" stays one field.
    const sides = splitWeakOutsideBrackets(strong[0] ?? '').filter((side) => side !== '');
    if (sides.length === 2) {
      const kinds = sides.map(kindOfSide);
      const role = kinds.filter((kind) => kind === 'role').length === 1;
      const named = kinds.some((kind) => kind === 'organisation' || kind === 'school' || kind === 'unknown');
      if (role && named) return kinds[0] === 'role' ? withRoleNote(strong[0] ?? '', sides[1] ?? '') : sides;
    }
    // "HR Generalist at Acme Corporation": what someone was at an organisation (a role, or two words or more that
    // name no organisation; "Look at Me Studio" is one name).
    const at = splitTrimmed(strong[0] ?? '', ROLE_AT).filter((side) => side !== '');
    const before = classifyField(at[0] ?? '');
    if (
      at.length === 2 &&
      !PLACED_BEFORE_AT.test(at[0] ?? '') &&
      classifyField(at[1] ?? '') === 'organisation' &&
      (before === 'role' || (before === 'unknown' && /\S\s+\S/.test(at[0] ?? '')))
    )
      return at;
    return strong;
  }
  // "湘仁堂大药房连锁有限公司·雨花区东塘店：店长": a name before a colon keeps its store, however long.
  const colon = text.search(/[:：]/);
  if (colon > 0) {
    const name = text.slice(0, colon).trim();
    const post = text.slice(colon + 1).trim();
    const named = ['organisation', 'school'].includes(classifyField(name));
    if (named && post !== '' && ['role', 'degree'].includes(classifyField(post))) return [name, post];
  }
  // A spaced separator parts a name from a role before a middle dot does: "湘仁堂大药房连锁有限公司·雨花区东塘店 / 店长".
  const spaced = splitTrimmed(text, CHINESE_SPACED_SEPARATOR).filter((side) => side !== '');
  const sides =
    spaced.length > 1 ? spaced : splitTrimmed(text, CHINESE_WEAK_SEPARATOR).filter((side) => side !== '');
  if (sides.length < 2 || sides.length > 4) return strong;
  const kinds = sides.map(classifyField);
  const acting = kinds.some((kind) => kind === 'role' || kind === 'degree');
  const other = kinds.some((kind) => kind !== 'role' && kind !== 'degree');
  return acting && other ? sides : strong;
}

/**
 * What one side of a spaced dash names, its place and a role's note set aside: "Mercy Hospital, Tacoma, WA" is an
 * organisation, "Staff Accountant, Remote" a role.
 */
function kindOfSide(side: string): FieldKind {
  const parts = withoutPlaces(splitOutsideBrackets(side));
  const [first = '', ...notes] = parts;
  if (
    notes.length > 0 &&
    classifyField(first) === 'role' &&
    notes.every((note) => ROLE_NOTE.test(note) || classifyField(note) === 'unknown')
  )
    return 'role';
  return classifyField(parts.join(', '));
}

/** Between a Chinese name and role: a spaced slash or dash, or a middle dot with or without spaces. */
const CHINESE_WEAK_SEPARATOR = /\s[/／–—-]\s|\s?[·•]\s?/;
const CHINESE_SPACED_SEPARATOR = /\s[/／–—-]\s/;

/**
 * One field made finer where the words say so: places cut off ("Gilmore Financial, New Orleans, LA, CPA"),
 * a role split from its organisation ("Software Engineer at Google", "Alpine Technologies, Director"),
 * a dated note split from the rest ("B.S. in EE, expected March 2016"), Chinese words split at spaces
 * when they name a school or company and a degree or role.
 */
function refineField(
  field: string,
  besideOrganisation = false,
  besideOthers = false,
  datesCut = false,
): string[] {
  if (field === '') return [];
  // "职位：展厅经理（2024.06-12代理，2025.01正式任命）", "公司：远川风电装备股份有限公司 售后服务部": the label says
  // what the whole value is, its brackets, commas and spaces included.
  if (labelledField(field)) return [field];
  // "字节跳动：供应链专员", "上海财经大学：电气工程（学士）": a colon between a name and what was done there.
  const pair = HAN.test(field) ? keyValueOf(field) : undefined;
  if (pair && pair.value !== '' && !labelledField(field) && !isDateLabel(pair.key)) {
    const keyKind = classifyField(pair.key);
    const valueKind = classifyField(pair.value);
    const named = keyKind === 'organisation' || keyKind === 'school';
    const acting = valueKind === 'role' || valueKind === 'degree';
    if ((named || acting) && keyKind !== 'role' && keyKind !== 'degree')
      // The value is beside the name: a role's brackets are its note ("店长（东塘店）"), not where it was held.
      return [...refineField(pair.key), ...refineField(pair.value, true, true)];
  }
  const at = roleAtOrganisation(field);
  // "Registered Nurse at Mercy Hospital, Tacoma, WA": the organisation without its place (placeOfEntry keeps it).
  if (at && classifyField(at[0]) === 'role') return [at[0], ...refineField(at[1])];
  // Chinese lists and sentences use "，" inside a field; only a place after one is cut off.
  const chineseParts = splitTrimmed(field, '，');
  if (chineseParts.length > 1 && isLocation(chineseParts.at(-1) ?? '')) {
    return refineField(chineseParts.slice(0, -1).join('，'));
  }
  // "Boulder, Colorado": a town the place lists do not know, before a region, is one place.
  if (isTownInRegion(field)) return [field];
  const parts = splitOutsideBrackets(field).filter((part) => part !== '');
  // "Lakeshore Reporting Group, Chicago, IL (agency – 1099 contractor)", "Acme, Denver, CO – client: Larimer
  // Capital": a place with a note on the entry after it keeps the name whole, as printed (the note's "contractor"
  // is no role of its own, and no part of the place may drop out of the middle).
  if (parts.slice(1).some(isPlaceWithNote)) return [field];
  if (parts.length > 1) {
    // A date inside a part's brackets dates its note ("B.S. – in progress (18 of 30 cr., expected Aug 2027)").
    const dated = parts.map((part) => findDateRange(part.replace(BRACKETED_NOTE, '')) !== undefined);
    // A field among cells keeps its note ("DPT – in progress, expected Aug 2028" beside the school and dates):
    // only a field standing alone gives up its dated part ("B.S. in EE, expected March 2016").
    // Nor does a line whose own dates were cut out: "M.A. – in progress, expected May 2026" after "2023.08 – 2026.05".
    if (dated.some(Boolean) && !dated.every(Boolean) && !besideOthers && !datesCut) {
      const undated = parts.filter((_part, index) => !dated[index]);
      return [...refineField(undated.join(', ')), ...parts.filter((_part, index) => dated[index])];
    }
    // "Staff Accountant, Remote, Walgreens": a role's note that could read as a place ("Remote") stays with the role.
    if (isNotedRole(parts)) return [field];
    const notedRole = roleWithNotes(parts);
    if (notedRole) return notedRole;
    const kept = withSchoolsWithin(withCampuses(withoutPlaces(parts)));
    const kinds = kept.map(classifyField);
    // "B.S. – in progress, Respiratory Therapy, RRT-to-BS completion, Weber State University": a degree's notes run
    // to the school's name.
    const school = kinds.indexOf('school');
    if (
      kinds[0] === 'degree' &&
      school > 1 &&
      kinds.slice(1, school).every((kind) => kind === 'degree' || kind === 'unknown')
    )
      return [kept.slice(0, school).join(', '), ...kept.slice(school).map(withoutTrailingPlace)];
    // "Senior Account Executive, OEM Accounts", "Records Clerk, Civil Division" beside its organisation's own
    // field: the role and its area or department.
    const departments = kept.slice(1).every((part) => DEPARTMENT.test(part));
    // "Freelance Graphic Designer – labels, menus & event print" in a cell of its own: what follows a role's
    // comma describes the role unless it names an organisation or school.
    const describesRole = kinds.slice(1).every((kind) => kind !== 'organisation' && kind !== 'school');
    // (A field beside its organisation is always beside others: splitFields passes both or neither.)
    if (kinds[0] === 'role' && besideOthers && (departments || describesRole || besideOrganisation))
      return [kept.map(withoutTrailingPlace).join(', ')];
    // "HT2 (E-5) → HT1 (E-6), Structural Repair Shop – Work Center Supervisor", "Charge RT, nights / (acting) Night
    // RC Supervisor" beside the organisation's own field: a rank or a post in shorthand before the comma is the role's.
    if (
      besideOrganisation &&
      kinds.includes('role') &&
      kinds.every((kind) => kind === 'role' || kind === 'unknown')
    )
      return [kept.map(withoutTrailingPlace).join(', ')];
    // "Certificate, Pharmacy Technician (evening program)" beside the school's own field: a credential and its field.
    if (
      besideOrganisation &&
      kinds[0] === 'degree' &&
      kinds.slice(1).every((kind) => kind !== 'organisation' && kind !== 'school')
    )
      return [kept.join(', ')];
    const notedBeforeName = roleWithNotes(kept);
    if (notedBeforeName) return notedBeforeName;
    const named = kinds.some((kind) => kind === 'organisation' || kind === 'school');
    const acting = kinds.some((kind) => kind === 'role' || kind === 'degree');
    const roleBesideOther = kinds.some((kind) => kind === 'role') && kinds.some((kind) => kind !== 'role');
    if (kept.length > 1 && ((named && acting) || roleBesideOther)) return kept.map(withoutTrailingPlace);
    if (kept.length < parts.length) return [kept.map(withoutTrailingPlace).join(', ')];
    return [field];
  }
  if (HAN.test(field) && / /.test(field)) return splitChineseWords(field);
  if (HAN.test(field)) {
    const glued = splitGluedChinese(field, besideOrganisation, besideOthers);
    if (glued) return glued;
  }
  return [withoutTrailingPlace(field)];
}

/**
 * "Registered Nurse, ICU, Mercy Hospital", "Line Cook, 2nd shift, Acme Foods": what stands between a role and the
 * name it was held at is the role's note (a unit, a shift), never a line of its own. The role with its notes, then
 * the name; undefined for other shapes.
 */
function roleWithNotes(parts: readonly string[]): string[] | undefined {
  const last = parts.length - 1;
  if (last < 2 || classifyField(parts[0] ?? '') !== 'role') return undefined;
  const notes = parts.slice(1, last);
  const named = classifyField(parts[last] ?? '');
  const plainNotes = notes.every((note) => classifyField(note) === 'unknown');
  const roleNotes = notes.every((note) => ROLE_NOTE.test(note));
  const fits =
    ((named === 'organisation' || named === 'school') && (plainNotes || roleNotes)) ||
    (named === 'unknown' && roleNotes);
  return fits ? [parts.slice(0, last).join(', '), withoutTrailingPlace(parts[last] ?? '')] : undefined;
}

/** "Staff Accountant, Remote", "Registered Nurse, Night Shift, Per Diem": a role and its notes only. */
function isNotedRole(parts: readonly string[]): boolean {
  return (
    parts.length > 1 &&
    classifyField(parts[0] ?? '') === 'role' &&
    parts.slice(1).every((part) => ROLE_NOTE.test(part))
  );
}

/** A note on how or where a role was held: a shift, hours, a contract, a unit of a hospital. */
const ROLE_NOTE =
  /^(?:(?:1st|2nd|3rd|first|second|third|day|night|evening|weekend|overnight|swing|graveyard)\s+shift|shift\s+\w+|part[- ]time|full[- ]time|per diem|prn|contract(?:or)?|temp(?:orary)?|seasonal|remote|hybrid|on[- ]site|interim|acting|float(?: pool)?|volunteer|freelance|internship|co-op|icu|nicu|picu|[A-Z]{2,5}\s+unit|[\w-]+(?:\s[\w-]+)?\s+unit)$/i;

/** Where a field printed after a name ends: a strong separator or a spaced dash. */
const FIELD_END = /[|｜\t]|\s{2,}|\s[–—-]\s/;

/**
 * The place printed with an entry's organisation, which the fields leave out: right after the name ("Acme
 * Corp, Austin, TX", "Amazon (Seattle, WA)", "FLAG Inc. California") or in a field of its own ("Acme |
 * Austin, TX | Engineer"). Where someone worked is their fact, so the outline writes it back.
 */
export function placeOfEntry(
  title: string,
  printed: readonly string[],
  fields: readonly string[],
): string | undefined {
  if (title === '') return undefined;
  for (const text of printed) {
    const at = text.indexOf(title);
    if (at < 0) continue;
    const after = text.slice(at + title.length);
    const end = FIELD_END.exec(after);
    const beside = trimEndWhere(
      trimStartWhere(end ? after.slice(0, end.index) : after, (character) => ',，(（ '.includes(character)),
      (character) => ')） '.includes(character),
    );
    if (beside !== '' && isLocation(beside)) return beside;
  }
  for (const field of fields) {
    const labelled = labelledPlace(field);
    if (labelled) return labelled;
  }
  return fields.find((field) => field !== title && classifyField(field) === 'location');
}

/** Labels of a place field in labelled entry rows ("城市：北京", "Location: Austin, TX"). */
const PLACE_LABELS = new Set([
  '城市',
  '地点',
  '所在地',
  '地区',
  '所在城市',
  '工作地点',
  '工作城市',
  'location',
  'city',
]);

/** The value of a labelled place field ("城市：北京" → "北京"; "" when left empty), or undefined. */
function labelledPlace(field: string): string | undefined {
  const match = /^([^:：]{1,12})[:：](.*)$/s.exec(field.trim());
  if (!match || !PLACE_LABELS.has((match[1] ?? '').trim().toLowerCase())) return undefined;
  return (match[2] ?? '').trim();
}

/** A field that is mostly a date: "expected March 2016", "2019 – 2021", "毕业时间 2020.06". */
function isDatedNote(field: string): boolean {
  const plain = field.replace(BRACKETED_NOTE, ' ').trim();
  const range = findDateRange(plain);
  return range !== undefined && range.length * 2 >= plain.length;
}

/** A note in brackets: "（2021年更名为桂澜实验中学）", "(formerly Pineway Outfitters)". */
export const BRACKETED_NOTE = /[（(][^（()）]*[)）]/g;

/** A department of an organisation: named after the role it belongs to, never an employer of its own. */
const DEPARTMENT = /^[A-Z][\w&' -]{0,40}\b(?:Division|Department|Dept\.?|Unit|Practice Group|Desk|Section)$/;

/** The text without the bracketed notes at its end ("西湖支行（实习）（深圳）" → "西湖支行"), three at most. */
function withoutTrailingNotes(text: string): string {
  let core = text;
  for (let count = 0; count < 3; count += 1) {
    const next = withoutTrailingBrackets(core);
    if (next === core) break;
    core = next;
  }
  return core;
}

/** A sales or service territory ("华南区", "华东大区", "西南片区", "川渝区域"). */
const TERRITORY = /(?:区|区域|片区|大区)$/u;
/** A note on a role in brackets ("主要维护者（开源项目）", "（兼职）"), not where it was held. */
const BRACKET_NOTE = /项目|兼职|全职|实习|远程|开源|外包|志愿|轮岗|借调|试用/;

/** Where a Chinese organisation or school name can end inside a longer field. */
const CHINESE_NAME_ENDS = [
  '有限公司',
  '公司',
  '集团',
  '银行',
  '医院',
  '大学',
  '学院',
  '研究院',
  '研究所',
  '）',
  ')',
];

/**
 * A Chinese field printed without a separator between a name and a role or degree: "美团（北京三快科技）
 * 产品经理实习生", "腾讯科技有限公司后端开发工程师", "北京大学（硕士）". Split only where the part before
 * is a name and the part after is a role or degree; otherwise undefined.
 */
function splitGluedChinese(
  field: string,
  besideOrganisation: boolean,
  besideOthers = false,
): string[] | undefined {
  const bracketed = trailingBalancedParenthetical(field);
  if (bracketed?.before && bracketed.inside !== '' && !isLocation(bracketed.inside)) {
    const inside = classifyChinese(bracketed.inside);
    const before = classifyChinese(bracketed.before);
    // "北京大学（硕士）", "财务管理（硕士研究生）": a degree in brackets.
    if (inside === 'degree' && (before === 'school' || before === 'unknown'))
      return [bracketed.before, bracketed.inside];
    // "中兴通讯股份有限公司（测试工程师）" alone on its line: an organisation, then the role held there. Beside a
    // role of its own, or listing ("（天猫/京东家居类目代运营）"), the bracket says what the organisation does.
    if (
      inside === 'role' &&
      before === 'organisation' &&
      !besideOthers &&
      !/[/／、，,]/.test(bracketed.inside)
    )
      return [bracketed.before, bracketed.inside];
    // "人力资源专员（华润万家）", "组长（图书馆座位预约系统）": a role, then where it was held. A bracket that lists
    // ("班主任（初中部，语文/英语小班）") describes the role; no place's name has a comma in it.
    if (
      !besideOrganisation &&
      before === 'role' &&
      inside !== 'role' &&
      inside !== 'degree' &&
      !BRACKET_NOTE.test(bracketed.inside) &&
      // "销售经理（华南区）": a territory in a role's brackets is part of the role.
      !TERRITORY.test(bracketed.inside) &&
      !/[，,、]/.test(bracketed.inside)
    )
      return [bracketed.before, bracketed.inside];
  }
  for (const end of CHINESE_NAME_ENDS) {
    for (let at = field.indexOf(end); at !== -1; at = field.indexOf(end, at + 1)) {
      const cut = at + end.length;
      const name = field.slice(0, cut);
      const rest = trimSeparators(field.slice(cut));
      if (rest.length < 2 || name.length < 2) continue;
      const restKind = classifyChinese(rest);
      const nameKind = classifyChinese(name);
      // "供应链主管（代理）兼3C采购组组长": a role's note, then a second post it holds (兼), is one title as printed;
      // "某公司（实习）（深圳）": what follows a name in brackets is a note on it, not a role.
      // "杭州银行西湖支行（实习）": a branch or department of the name is part of it.
      if (nameKind === 'role' || /^兼/.test(rest) || /^[（(]/.test(rest)) continue;
      if (CHINESE_DEPARTMENT.test(withoutTrailingNotes(rest.replace(/\s+/g, '')))) continue;
      const named = nameKind === 'organisation' || nameKind === 'school' || /[）)]$/.test(name);
      if (named && (restKind === 'role' || restKind === 'degree')) return [name, rest];
    }
  }
  return undefined;
}

/** US states and other regions written in full ("Oregon"), after which a town may stand that no list knows. */
const REGION_NAME_SET: ReadonlySet<string> = new Set(REGION_NAMES.map((name) => name.toLowerCase()));

/**
 * The parts without the places among them: each part that names a region, country or known city ends a
 * place, which takes as few parts before it as make a place ("New Orleans, LA"); one part always stays.
 */
function withoutPlaces(parts: readonly string[]): string[] {
  // "Gulfline Adjusting Group, LLC, Houston, TX (IA firm)": a place with a note after it is kept whole with the
  // name, as the person printed it, never cut to "…, LLC, TX (IA firm)".
  const noted = parts.length > 1 ? trailingParenthetical(parts.at(-1) ?? '') : undefined;
  if (noted?.before && isPlaceEnd(noted.before)) return [...parts];
  const drop = new Set<number>();
  for (let end = 0; end < parts.length; end += 1) {
    if (!isPlaceEnd(parts[end] ?? '')) continue;
    for (let length = 1; length <= Math.min(3, end + 1); length += 1) {
      if (isLocation(parts.slice(end - length + 1, end + 1).join(', '))) {
        // "Bend, Oregon": a town the place lists do not know goes with the region after it.
        const town = parts[end - length] ?? '';
        const withTown =
          length === 1 &&
          REGION_NAME_SET.has((parts[end] ?? '').toLowerCase()) &&
          end >= 2 &&
          /^\p{Lu}\p{Ll}/u.test(town) &&
          isTownInRegion(`${town}, ${parts[end] ?? ''}`);
        for (let index = end - length + (withTown ? 0 : 1); index <= end; index += 1) drop.add(index);
        break;
      }
    }
  }
  const kept = parts.filter((_part, index) => !drop.has(index));
  return kept.length > 0 ? kept : [...parts];
}

/**
 * "Boulder, Colorado", "Springfield, IL": an unknown word or two before a region, country or region code.
 * It reads as a place, but could also be a name ("Acme, CA"), so assignFields keeps it when no other
 * field can be the title.
 */
function isTownInRegion(field: string): boolean {
  const parts = splitTrimmed(field, ',');
  if (parts.length !== 2 || !isLocation(field)) return false;
  const town = parts[0] ?? '';
  return (
    /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)?$/u.test(town) &&
    !isLocation(town) &&
    classifyField(town) === 'unknown' &&
    isPlaceEnd(parts[1] ?? '')
  );
}

/**
 * "IL (agency – 1099 contractor)", "CO – client: Larkspur Capital", "OR / Boeing": a place, then a note in brackets
 * or after a dash or slash.
 */
function isPlaceWithNote(part: string): boolean {
  const noted = trailingParenthetical(part);
  if (noted?.before && noted.before !== part && isPlaceEnd(noted.before.trim())) return true;
  const [head = '', ...rest] = splitTrimmed(part, /\s[–—/-]\s/);
  return rest.length > 0 && isPlaceEnd(head);
}

function isPlaceEnd(part: string): boolean {
  return /^\p{Lu}{2}\.?$/u.test(part) || isLocation(part);
}

/**
 * Sides of a spaced dash or slash outside brackets: "MS Nutrition (combined MS / Dietetic Internship)" is one field.
 */
function splitWeakOutsideBrackets(text: string): string[] {
  const sides: string[] = [];
  let start = 0;
  for (const match of text.matchAll(WEAK_SEPARATORS)) {
    if (insideBrackets(text.slice(0, match.index))) continue;
    sides.push(text.slice(start, match.index).trim());
    start = match.index + match[0].length;
  }
  sides.push(text.slice(start).trim());
  return sides;
}
const WEAK_SEPARATORS = new RegExp(WEAK_SEPARATOR.source, 'g');

/** Whether a bracket is left open at the end of `before`: what follows is inside "(acquired by Acme, Oct 2022)". */
export function insideBrackets(before: string): boolean {
  let depth = 0;
  for (const character of before) {
    if ('(（[【'.includes(character)) depth += 1;
    else if (')）]】'.includes(character) && depth > 0) depth -= 1;
  }
  return depth > 0;
}

/** Parts at commas outside brackets: "Amazon (Seattle, WA), Engineer" → "Amazon (Seattle, WA)", "Engineer". */
function splitOutsideBrackets(field: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < field.length; index += 1) {
    const character = field[index] ?? '';
    if ('(（[【'.includes(character)) depth += 1;
    else if (')）]】'.includes(character)) depth = Math.max(0, depth - 1);
    else if (
      character === ',' &&
      depth === 0 &&
      !LEGAL_FORM_AFTER.test(field.slice(index + 1, index + 12)) &&
      !isThousandsComma(field, index)
    ) {
      parts.push(field.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(field.slice(start).trim());
  return parts;
}

/**
 * "BS Computer Science, University of California, Davis": a short capitalised name after a state university's comma
 * is its campus, part of the school's name (no field of its own, which would end up among the entry's lines).
 */
function withCampuses(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (
      previous !== undefined &&
      SYSTEM_UNIVERSITY.test(previous) &&
      CAMPUS.test(part) &&
      classifyField(part) === 'unknown'
    )
      out[out.length - 1] = `${previous}, ${part}`;
    else out.push(part);
  }
  return out;
}
/** "University of Washington, Foster School of Business": a school within a university is part of its name. */
function withSchoolsWithin(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous !== undefined && classifyField(previous) === 'school' && classifyField(part) === 'school')
      out[out.length - 1] = `${previous}, ${part}`;
    else out.push(part);
  }
  return out;
}

/** A university of a state's system, whose campuses follow its name: "University of California". */
const SYSTEM_UNIVERSITY = /^(?:the\s)?university of\s/i;
const CAMPUS = /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*){0,2}$/u;

/** "1,200 practice hours": a comma between a digit and three more groups a number. */
function isThousandsComma(text: string, index: number): boolean {
  return /\d/.test(text[index - 1] ?? '') && /^\d{3}(?!\d)/.test(text.slice(index + 1, index + 5));
}

/**
 * A company's legal form after its name's comma ("Acme Logistics, Inc.", "Bluebird Home Health, LLC"), or a firm's
 * professional suffix before its legal form ("Lindqvist & Moe, CPAs, PLLC"): no new field.
 */
const LEGAL_FORM_AFTER =
  /^\s?(?:Inc|LLC|L\.L\.C|Ltd|LLP|PLLC|LP|L\.P|Corp|Co|GmbH|PLC|P\.C|N\.A|S\.A|CPAs,\s?(?:PLLC|LLP|P\.C|PC|PA|LLC))\b\.?(?![\w-])/;

/** "FLAG Inc. California" → "FLAG Inc.", "Amazon (Seattle, WA)" → "Amazon": a place printed after a name. */
function withoutTrailingPlace(field: string): string {
  const bracketed = trailingParenthetical(field);
  // "销售经理（华南区）", "Territory Manager (Pacific NW)": a role's region is its territory, part of the title.
  if (bracketed?.before && classifyField(bracketed.before) === 'role') return field;
  // "汇泓基金管理有限公司（上海）": a Chinese name's city in full-width brackets is how the person names the
  // entity (as in "阿里巴巴（中国）有限公司"), kept; "Acme Corp (Seattle)" is a place note.
  if (
    bracketed?.before &&
    bracketed.inside !== '' &&
    isLocation(bracketed.inside) &&
    !(HAN.test(bracketed.before) && field.endsWith('）'))
  )
    return bracketed.before;
  const glued = splitGluedCity(field);
  if (glued !== field) return glued;
  const words = field.split(' ');
  for (let length = 1; length <= 2 && length < words.length; length += 1) {
    const place = words.slice(-length).join(' ');
    const before = words.at(-length - 1) ?? '';
    if (isLocation(place) && ORGANISATIONS.has(before.toLowerCase()))
      return words.slice(0, -length).join(' ');
  }
  return field;
}

/** A Latin technology word printed before a Chinese role ("Java", "C++", "iOS", "AI"). */
const LATIN_WORD = /^[A-Za-z][A-Za-z0-9+#.]*$/;
/** Seniority words printed before a Chinese role. */
const CHINESE_SENIORITY = /^(?:高级|资深|初级|中级|首席|主任|副|助理)$/;

/** The end of a Chinese department's or branch's name. */
const DEPARTMENT_ENDINGS = '部|所|中心|科|室|处|分行|支行|分公司|事业群|事业部|研究院|实验室|学院|系';
const CHINESE_DEPARTMENT = new RegExp(`(?:${DEPARTMENT_ENDINGS})$`, 'u');
/** A department, or a store, campus or site of an organisation ("东塘店", "光谷院区", "二分厂"). */
const CHINESE_BRANCH = new RegExp(`(?:${DEPARTMENT_ENDINGS}|店|院区|校区|分院|厂|基地|网点)$`, 'u');

/** "复旦大学 计算机科学 本科" → three fields; "北京 ABCD 有限公司", "在读硕士研究生 信息与通信工程" stay whole. */

function splitChineseWords(field: string): string[] {
  // "塔筒焊工 → 埋弧焊组长": a promotion written with an arrow is one title.
  const steps = splitTrimmed(field, /\s?(?:→|->|=>)\s?/).filter((step) => step !== '');
  if (
    steps.length > 1 &&
    classifyField(steps.at(-1) ?? '') === 'role' &&
    steps.every((step) => !['organisation', 'school', 'degree'].includes(classifyField(step)))
  )
    return [field];
  // "高级 Java 工程师 / 架构组负责人": two roles, each side of a spaced slash read on its own.
  const sides = splitTrimmed(field, /\s[/／]\s/).filter((side) => side !== '');
  const sideKinds = sides.length > 1 ? sides.map(classifyField) : [];
  if (sideKinds.length > 0 && sideKinds.every((kind) => kind === 'role'))
    return sides.flatMap((side) => (/ /.test(side) ? splitChineseWords(side) : [side]));
  // "前台 / 行政文员（派遣）": a role beside a short word for a post that reads as no role alone is one title.
  if (
    sideKinds.includes('role') &&
    sideKinds.every(
      (kind, index) => kind === 'role' || (kind === 'unknown' && (sides[index]?.length ?? 0) <= 6),
    )
  )
    return [field];
  // "湘仁堂大药房连锁有限公司 · 雨花区东塘店（社区店）": a name and its store or branch after a middle dot are one
  // organisation.
  const dotted = splitTrimmed(field, /\s?[·•]\s?/).filter((side) => side !== '');
  if (
    dotted.length === 2 &&
    ['organisation', 'school'].includes(classifyField(dotted[0] ?? '')) &&
    classifyField(dotted[1] ?? '') !== 'role' &&
    CHINESE_BRANCH.test(withoutTrailingBrackets(dotted[1] ?? ''))
  )
    return [field];
  const words = field.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length >= 2 && isLocation(last) && !isLocation(words.slice(0, -1).join(' '))) {
    return [words.slice(0, -1).join(' ')];
  }
  // "实习 经理: 高富帅": the label of a detail is the word before its colon.
  // A colon inside a bracket is the note's own ("核科学与技术（论文：…）").
  const colon = words.findIndex((word) => hasColonOutsideBrackets(word));
  if (colon > 0) return [words.slice(0, colon).join(' '), words.slice(colon).join(' ')];
  const kinds = words.map(classifyField);
  // A long word is a sentence's, unless it names an organisation or school ("中国移动通信集团浙江有限公司 行政主管").
  const longWord = words.some(
    (word, index) => word.length > 12 && kinds[index] !== 'organisation' && kinds[index] !== 'school',
  );
  if (longWord || CHINESE_SENTENCE.test(field)) return [field];
  // "Java 开发工程师", "高级 Java 工程师": a technology or seniority word before a role is the role's own
  // ("某某科技 产品经理" is a name and a role: a Chinese word that is neither stays a name).
  const modifiers = words.slice(0, -1);
  if (
    kinds.at(-1) === 'role' &&
    modifiers.length > 0 &&
    modifiers.every((word) => LATIN_WORD.test(word) || CHINESE_SENIORITY.test(word))
  ) {
    return [field];
  }
  const firstNamed = kinds[0] === 'organisation' || kinds[0] === 'school';
  // "东鼎证券股份有限公司 研究所", "招商银行 深圳分行": a name and its department or branch are one organisation,
  // a note in brackets after the department too ("售后服务部（经某人力资源公司派遣）").
  if (
    firstNamed &&
    words
      .slice(1)
      .every(
        (word, index) =>
          kinds[index + 1] !== 'role' && CHINESE_DEPARTMENT.test(withoutTrailingBrackets(word)),
      )
  )
    return [field];
  const lastActing = kinds.at(-1) === 'role' || kinds.at(-1) === 'degree';
  if (
    (firstNamed && kinds.slice(1).some((kind) => kind !== 'unknown')) ||
    (lastActing && kinds[0] !== 'role' && kinds[0] !== 'degree')
  ) {
    return words;
  }
  return [field];
}

function hasColonOutsideBrackets(word: string): boolean {
  let depth = 0;
  for (const character of word) {
    if (character === '(' || character === '（') depth += 1;
    else if ((character === ')' || character === '）') && depth > 0) depth -= 1;
    else if ((character === ':' || character === '：') && depth === 0) return true;
  }
  return false;
}

/** "黑科技公司上海" → "黑科技公司": a city glued to an organisation's name is its place. */
function splitGluedCity(field: string): string {
  const length = trailingChineseCityLength(field);
  if (length === 0) return field;
  const name = field.slice(0, -length);
  return classifyField(name) === 'organisation' || classifyField(name) === 'school' ? name : field;
}

/** What a field names, judged from its words. */
export function classifyField(field: string): FieldKind {
  const text = field.trim();
  if (text === '') return 'unknown';
  const labelled = labelledField(text);
  if (labelled) return labelled.kind === 'major' ? 'degree' : labelled.kind;
  if (isLocation(text)) {
    const parts = splitTrimmed(text, ',');
    // "Staff Accountant, Remote" names a role held remotely, not a place.
    if (isNotedRole(parts)) return 'role';
    // "Lakeside State University, Erie, PA": a name before its town and state is what the field names.
    const head = parts.length >= 3 && !HAN.test(text) ? classifyLatin(parts[0] ?? '') : 'location';
    return head === 'organisation' || head === 'school' ? head : 'location';
  }
  return HAN.test(text) ? classifyChinese(text) : classifyLatin(text);
}

/** Whole fields that name a role without a role word: the slots of a template ("Job title, Employer"). */
const ROLE_PHRASES = new Set(['job title', 'position', 'role', 'title']);

/** A level printed after a title: II, III, IV, 2, 3. */
const LEVEL_WORD = /^(?:i{1,3}|iv|[1-5])$/;

function classifyLatin(text: string): FieldKind {
  if (ROLE_PHRASES.has(text.toLowerCase().replace(/[.:]$/, ''))) return 'role';
  // "Self-employed (freelance) – NYC & Philadelphia": working for oneself stands where the employer goes.
  if (/^self[- ]employed\b/i.test(text)) return 'organisation';
  // "District Manager – District 7", "Store Manager – Store #0219": a role, then where or what it covers.
  const [head = '', ...details] = splitTrimmed(text, /\s[–—-]\s/);
  // "Front Desk Supervisor → Acting FOM", "Leasing Consultant → Assistant Property Manager": a promotion is a role.
  const steps = splitTrimmed(text, /\s(?:→|->)\s/);
  if (
    steps.length > 1 &&
    !insideBrackets(steps[0] ?? '') &&
    steps.some((step) => classifyLatin(step) === 'role')
  )
    return 'role';
  const headKind = details.length > 0 && head !== '' ? classifyLatin(head) : undefined;
  if (headKind === 'role') return 'role';
  // "Circuit Court of Cook County – Office of the Chief Judge": a name, then its office or branch, is that name
  // (not a dash inside brackets: "Official Court Reporter II (Criminal Division – realtime)" is a role).
  if (
    (headKind === 'organisation' || headKind === 'school') &&
    !insideBrackets(head) &&
    !details.some((detail) => classifyLatin(detail) === 'role')
  )
    return headKind;
  // "Trailhead Sports Co. (formerly Pineway Outfitters)": a name with a note after it is what the name is.
  // "Machinery Technician (MK3 → MK2, Nov 2014)": a role with its note is a role.
  const noted = trailingParenthetical(text);
  if (noted?.before && noted.before !== text) {
    const kind = classifyLatin(noted.before);
    if (kind === 'organisation' || kind === 'school' || kind === 'role') return kind;
  }
  // "High School Diploma", "High School Diploma CTE": the diploma a high school gives, not the school.
  if (/\bhigh school diploma\b/i.test(text)) return 'degree';
  // "U.S. Coast Guard", "Army National Guard": a service, not a guard's post.
  if (/\b(?:coast|national) guard\b/i.test(text)) return 'organisation';
  // "Office of the Chief Judge", "Department of Surgery": a body of something is that body, whatever its last word.
  const body = /^(?:the\s+)?(\S+)\s+of\s/i.exec(text)?.[1]?.toLowerCase();
  if (body && (ORGANISATIONS.has(body) || BODY_WORDS.has(body))) return 'organisation';
  const words = text
    .toLowerCase()
    .split(/[\s/]+/)
    .map((word) => trimEndWhere(trimStartWhere(word, isOpeningMark), isClosingMark))
    .filter((word) => word !== '');
  // "Engineer in Test II", "Analyst 3": a level after a role is no part of an organisation's name.
  const count = words.length;
  while (words.length > 1 && LEVEL_WORD.test(words.at(-1) ?? '')) words.pop();
  // "Maintenance Tech III": a grade ends a role, never a name, whatever word it follows.
  const graded = words.length < count && /^(?:i{2,3}|iv)$/.test(text.toLowerCase().split(/\s+/).at(-1) ?? '');
  const last = words.at(-1) ?? '';
  const bare = (word: string) => word.replace(/\.$/, '');
  // "School Bus Driver Instructor", "University Police Officer": a role named after a school is a role.
  const school = (word: string) => SCHOOLS.has(word) || SCHOOLS.has(bare(word));
  if (ROLES.has(bare(last)) && !words.slice(-2).some(school)) return 'role';
  if (words.some(school)) return 'school';
  if (words.some((word) => DEGREES.has(word) || DEGREES.has(bare(word))) && !ROLES.has(bare(last)))
    return 'degree';
  // "EMT-Basic", "Owner-Operator", "Nurse-Midwife": a hyphened role is a role.
  if (
    ROLES.has(bare(last)) ||
    bare(last)
      .split('-')
      .some((piece) => ROLES.has(piece))
  )
    return 'role';
  if (graded) return 'role';
  if (ORGANISATIONS.has(last) || ORGANISATIONS.has(bare(last))) return 'organisation';
  if (words.slice(-3).some((word) => ROLES.has(bare(word)))) return 'role';
  if (words.some((word) => ORGANISATIONS.has(word) && word.length > 3)) return 'organisation';
  return 'unknown';
}

/** A date, then a post acted in, held beside, or moved to: "2021.10起代理…", "2024年3月起兼…", "后升任…". */
const ACTING_FROM =
  /^(?:(?:19|20)\d\d(?:[./-]\d{1,2}|年\d{1,2}月?)?)?(?:起|后)?(?:代理|兼任?|升任|晋升为?|转任)/u;

/** Whether a role word stands in the text as a post, not as the start of a department's name (运营部, 销售中心). */
function holdsRoleWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
    if (!/^(?:部|中心|科|室|处|组(?!长))/u.test(text.slice(at + word.length))) return true;
  return false;
}

function classifyChinese(text: string): FieldKind {
  const squeezed = text.replace(/\s+/g, '');
  const tight = withoutTrailingBrackets(squeezed);
  // Commas inside brackets are a note's ("本科（业余，在读）会计学"), not a sentence's.
  const sentence = CHINESE_SENTENCE.test(tight.replace(BRACKETED_NOTE, ''));
  // "采购主管（代理）兼3C采购组组长": a post and a second post held beside it are one role, however long.
  // "注册主管（仿制药注册组）/ 兼药物警戒联络人": the separator before 兼 belongs to neither post.
  const posts = tight.split(/[/／、]?兼/);
  // "运输调度主管（格澜项目）/ 兼外协承运商管理": what is held beside a post may be a charge rather than a title.
  const [post, beside] = posts;
  if (
    posts.length === 2 &&
    post &&
    beside &&
    classifyChinese(withoutTrailingBrackets(post)) === 'role' &&
    (classifyChinese(withoutTrailingBrackets(beside)) === 'role' ||
      (beside.length <= MAX_CHINESE_ROLE_CHARS && !CHINESE_SENTENCE.test(beside)))
  )
    return 'role';
  // "技师长", "药师长", "CT/MR技师长": the head of a role's people is a role.
  if (
    tight.length <= MAX_CHINESE_ROLE_CHARS &&
    tight.length >= 3 &&
    tight.endsWith('长') &&
    !sentence &&
    classifyChinese(tight.slice(0, -1)) === 'role'
  )
    return 'role';
  // "店长（IFS店），2021.10起代理运营主管": a post, then from a date a second one acted in or held beside it.
  const comma = tight.indexOf('，');
  if (
    comma > 0 &&
    ACTING_FROM.test(tight.slice(comma + 1)) &&
    classifyChinese(withoutTrailingBrackets(tight.slice(0, comma))) === 'role'
  )
    return 'role';
  // "运行值班员 → 副值（2021.07）": a promotion from a post is a role.
  const [from, to] = tight.split(/→|->/);
  if (from && to !== undefined && !sentence && classifyChinese(withoutTrailingBrackets(from)) === 'role')
    return 'role';
  // "高级实施顾问（MES）/ 瑞丰二期后半段代理项目经理": a post, then one acted in beside it.
  const [held, acted, ...others] = tight.split(/[/／]/);
  if (
    held &&
    acted &&
    others.length === 0 &&
    !sentence &&
    classifyChinese(withoutTrailingBrackets(held)) === 'role' &&
    CHINESE_ROLE_WORDS.some((word) => word.length >= 2 && withoutTrailingBrackets(acted).endsWith(word))
  )
    return 'role';
  // "区域经理（湖北区）— 微创外科线", "司机（A2，半挂）— 干线运输": a role, then the line or route it covers.
  const dash = /[—–]/.exec(tight);
  if (dash && dash.index > 0 && !CHINESE_SENTENCE.test(tight.slice(dash.index))) {
    const head = withoutTrailingBrackets(tight.slice(0, dash.index));
    if (head.length <= MAX_CHINESE_ROLE_CHARS && classifyChinese(head) === 'role') return 'role';
  }
  // "高中化学教师", "大学英语老师": a short title ending in a role is the role, whatever school word it holds.
  if (
    tight.length <= MAX_CHINESE_ROLE_CHARS &&
    !sentence &&
    CHINESE_ROLE_WORDS.some((word) => word.length >= 2 && tight.endsWith(word))
  )
    return 'role';
  if (CHINESE_SCHOOL_WORDS.some((word) => tight.includes(word))) return 'school';
  if (sentence) return 'unknown';
  if (CHINESE_DEGREE_WORDS.some((word) => tight.includes(word))) return 'degree';
  // A discipline (会计学, 经济学, 药学) is a major, whatever role word it contains.
  if (tight.length <= 10 && tight.endsWith('学')) return 'unknown';
  const pieces = tight.split(/[/／、]/);
  const short = tight.length <= MAX_CHINESE_ROLE_CHARS;
  if (short && pieces.some((piece) => CHINESE_ROLE_WORDS.some((word) => piece.endsWith(word)))) return 'role';
  if (CHINESE_ORGANISATION_WORDS.some((word) => tight.endsWith(word)) || /有限公司|集团/.test(tight)) {
    return 'organisation';
  }
  // A role word inside a department's name ("运营部·西区", "销售中心") names no post.
  if (short && CHINESE_ROLE_WORDS.some((word) => word.length >= 2 && holdsRoleWord(tight, word)))
    return 'role';
  if (/^[\p{Lu}\d]/u.test(tight) && /(?:Inc\.?|Ltd\.?|LLC|Corp\.?)$/.test(tight)) return 'organisation';
  return 'unknown';
}

/** A field that only labels a date ("Expected Graduation", "预计毕业"). */
export function isDateLabel(field: string): boolean {
  return DATE_LABEL_SET.has(
    field
      .toLowerCase()
      .replace(/[:：.。()（）]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * Which fields are the entry's title (organisation, school or project) and subtitle (role or degree).
 * Places and date labels are left out; anything else is kept as an extra, in printed order.
 */
export function assignFields(fields: readonly string[], kind: PartKind): AssignedFields {
  const extras: string[] = [];
  const candidates: { text: string; kind: FieldKind }[] = [];
  const towns: { text: string; kind: FieldKind; at: number }[] = [];
  let labelledMajor: string | undefined;
  let pendingLabel: FieldKind | 'major' | undefined;
  for (const field of fields) {
    if (isDateLabel(field)) continue;
    const only = labelOnly(field);
    if (only) {
      pendingLabel = only;
      continue;
    }
    if (pendingLabel) {
      // "学校：" and "吉林大学" read as two fields: the label types the field after it.
      if (pendingLabel === 'major') labelledMajor = field;
      else candidates.push({ text: field, kind: pendingLabel });
      pendingLabel = undefined;
      continue;
    }
    // "公司名称：中信证券", "专业：金融学": the label says what the value is.
    const labelled = labelledField(field);
    if (labelled?.kind === 'major') {
      labelledMajor = labelled.text;
      continue;
    }
    if (labelled) {
      candidates.push({ text: labelled.text, kind: labelled.kind });
      continue;
    }
    // "城市：北京" in a labelled row is where the entry was (placeOfEntry reads it), not a line of its own.
    if (labelledPlace(field) !== undefined) continue;
    const fieldKind = kindOfHeaderField(field);
    if (fieldKind === 'location') {
      if (isTownInRegion(field)) towns.push({ text: field, kind: 'unknown', at: candidates.length });
      continue;
    }
    // A date in a name's note ("平洲第二中学（2021年更名为桂澜实验中学）") leaves it a name, and one in a long
    // field ("DPT – in progress, Flex program, expected Aug 2028") a degree: only a dated note is an extra.
    // "Northwind Health – client: Boeing" is a name with a labelled note, not a key and its value.
    const pair = keyValueOf(field);
    if ((pair && !/\s[–—-]\s/.test(pair.key)) || isDatedNote(field)) extras.push(field);
    else candidates.push({ text: field, kind: fieldKind });
  }
  // "Acme, CA" beside only a role names the organisation; beside a name it is the entry's place.
  if (
    !candidates.some(
      (field) => field.kind === 'organisation' || field.kind === 'school' || field.kind === 'unknown',
    )
  ) {
    for (const town of towns.reverse()) candidates.splice(town.at, 0, { text: town.text, kind: town.kind });
  }
  const education =
    kind === 'education' ||
    (candidates.some((field) => field.kind === 'school') &&
      candidates.some((field) => field.kind === 'degree'));
  const find = (...kinds: FieldKind[]) => candidates.findIndex((field) => kinds.includes(field.kind));
  let titleIndex = education ? find('school') : find('organisation', 'school');
  if (titleIndex < 0) titleIndex = education ? find('organisation', 'unknown') : find('unknown');
  if (titleIndex < 0) titleIndex = candidates.length > 0 ? 0 : -1;
  const rest = candidates.filter((_field, index) => index !== titleIndex);
  let subIndex = rest.findIndex((field) => field.kind === (education ? 'degree' : 'role'));
  if (subIndex < 0) subIndex = rest.length > 0 ? 0 : -1;
  // A major printed beside its degree ("计算机科学与技术  本科", "学士 通信工程") is part of it, as printed.
  const major = education && rest[subIndex]?.kind === 'degree' ? majorBeside(rest, subIndex) : undefined;
  const subFields = major === undefined ? [subIndex] : [Math.min(subIndex, major), Math.max(subIndex, major)];
  // A second role printed beside the first ("高级 Java 工程师 / 架构组负责人") is the person's too, not a bullet;
  // a sentence read as a role ("o Performed site inspections…") is not a title.
  if (!education && major === undefined && rest[subIndex]?.kind === 'role') {
    for (
      let next = subIndex + 1;
      rest[next]?.kind === 'role' && isShortTitle(rest[next]?.text ?? '');
      next += 1
    ) {
      subFields.push(next);
    }
  }
  const subTitle = subFields.map((index) => rest[index]?.text ?? '').join(education ? ' ' : ' / ');
  return {
    title: candidates[titleIndex]?.text ?? '',
    subTitle: labelledMajor === undefined ? subTitle : [labelledMajor, subTitle].filter(Boolean).join(' '),
    extras: [
      ...rest.filter((_field, index) => !subFields.includes(index)).map((field) => field.text),
      ...extras,
    ],
  };
}

/**
 * What a header field names, where its first comma part says more than its last word: "Staff Scientist I → II, Field
 * Services" is a role and its department, not an organisation (a legal form after the comma still names one).
 */
function kindOfHeaderField(field: string): FieldKind {
  const kind = classifyField(field);
  // "No degree – 24 credit hrs (DMS prereqs: A&P I/II, College Algebra) General Studies": a school word inside a
  // note's brackets names no school.
  if (kind === 'school' && !HAN.test(field)) {
    const outside = field.replace(BRACKETED_NOTE, ' ');
    if (outside !== field && classifyField(outside) !== 'school') return classifyField(outside);
  }
  if (kind !== 'organisation' || HAN.test(field)) return kind;
  // "Physical Therapy Aide / Rehab Tech": a second post after a slash ends on "Tech", no company.
  const [post, ...others] = splitTrimmed(field, /\s\/\s/);
  if (others.length > 0 && classifyField(post ?? '') === 'role') return 'role';
  const [first = '', ...rest] = splitOutsideBrackets(field);
  return rest.length > 0 && classifyField(first) === 'role' && !rest.some((part) => LEGAL_FORM.test(part))
    ? 'role'
    : kind;
}

/** A title as printed: capitalised or Chinese, and a few words at most. */
function isShortTitle(text: string): boolean {
  return /^[\p{Lu}\p{Script=Han}]/u.test(text) && text.split(' ').length <= 5 && text.length <= 40;
}

/** A field written as "label：value" whose label names an entry field (FIELD_LABELS); the value, typed. */
const LABEL_WORDS = [...Object.keys(FIELD_LABELS), ...DATE_LABELS]
  .filter((label) => HAN.test(label))
  .sort((a, b) => b.length - a.length);
/** "公司名称：X 职位：Y 时间：Z" printed with single spaces: a known label after a space starts a field. */
const LABEL_AFTER_SPACE = new RegExp(`\\s(?=(?:${LABEL_WORDS.join('|')})[:：])`, 'g');

function splitAtLabels(piece: string): string[] {
  if (!HAN.test(piece) || !/[:：]/.test(piece)) return [piece];
  return piece.split(LABEL_AFTER_SPACE);
}

/** A field that is only a label ("学校：", "Position:"): it names what the next field is. */
function labelOnly(field: string): FieldKind | 'major' | undefined {
  const match = /^(.{1,20}?)\s*[:：]$/.exec(field.trim());
  return match ? kindOfLabel(match[1] ?? '') : undefined;
}

/** What an entry-field label names (FIELD_LABELS); a project's name stands where an organisation would. */
function kindOfLabel(label: string): FieldKind | 'major' | undefined {
  const kind = FIELD_LABELS[label.toLowerCase().replace(/\s+/g, ' ')];
  return kind === 'project' ? 'organisation' : kind;
}

/** The kind an entry-field label gives its value ("公司名称：…" → organisation), or undefined. */
export function labelledKind(text: string): FieldKind | 'major' | undefined {
  return labelledField(text)?.kind;
}

interface LabelledField {
  text: string;
  kind: FieldKind | 'major';
}

function labelledField(field: string): LabelledField | undefined {
  const pair = keyValueOf(field);
  if (!pair || pair.value === '') return undefined;
  const kind = kindOfLabel(pair.key);
  if (!kind) return undefined;
  return { text: pair.value, kind };
}

/** Words that stand for a place in templates ("院校 | 学位 | 城市"): never a major. */
const PLACE_WORDS = new Set(['城市', '地点', '所在地', '地区', '所在城市']);

/** The index of an unknown field right before or after the degree at `degree`: its major. */
/** The end of a Chinese title that names a post someone holds (设计师, 主管), never a subject studied (设计). */
const POST_ENDING = /(?:师|员|长|经理|主管|主任|助理|总监|专员|顾问|工程师|负责人|干事|委员)$/;

function majorBeside(
  fields: readonly { text: string; kind: FieldKind }[],
  degree: number,
): number | undefined {
  for (const index of [degree - 1, degree + 1]) {
    const field = fields[index];
    // "环境设计", "产品设计" read as roles elsewhere; beside a degree, a role word that names no post is the major.
    const majorLike = field?.kind === 'unknown' || (field?.kind === 'role' && !POST_ENDING.test(field.text));
    if (
      majorLike &&
      field &&
      !PLACE_WORDS.has(field.text) &&
      HAN.test(field.text) &&
      field.text.length <= 16 &&
      !CHINESE_SENTENCE.test(field.text)
    )
      return index;
  }
  return undefined;
}

/**
 * "腾讯（深圳）" → "腾讯": from the first opening bracket after the last inner closing one to the
 * closing bracket at the end, as `/[（(][^）)]*[）)]$/` cut it, in one pass.
 */
function withoutTrailingBrackets(text: string): string {
  const isClosing = (character: string) => character === '）' || character === ')';
  if (!isClosing(text.at(-1) ?? '')) return text;
  let from = text.length - 2;
  while (from >= 0 && !isClosing(text[from]!)) from -= 1;
  for (let open = from + 1; open < text.length - 1; open += 1) {
    if (text[open] === '（' || text[open] === '(') return text.slice(0, open);
  }
  return text;
}

/** Words before "at" that place someone at a client rather than in a role there ("placed at", "assigned to"). */
const PLACED_BEFORE_AT =
  /\b(?:placed|assigned|stationed|based|located|seconded|contracted|deployed|embedded)$/i;

/** "Engineer at Google" → ["Engineer", "Google"]: the first " at " or " @ " with words on both sides. */
function roleAtOrganisation(field: string): [string, string] | undefined {
  for (const match of field.matchAll(AT_WORD)) {
    const role = trimEndWhere(field.slice(0, match.index), isWhitespace);
    const organisation = trimStartWhere(field.slice(match.index + match[0].length), isWhitespace);
    // "TekBridge Staffing (contract) — placed at Bexar Valley Medical Group": an agency's note, no role held there.
    if (PLACED_BEFORE_AT.test(role)) continue;
    if (role !== '' && organisation !== '') return [role, organisation];
  }
  return undefined;
}
