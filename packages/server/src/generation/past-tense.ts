// An English example line in the tense of its entry: a job that ended is written in the past ("Lead the
// crew" → "Led the crew"), the current one as written. Only the opening verb changes, and only a verb this
// table knows, so a line that opens with a noun ("Crew of 6…", "Head of…") is left as it is.

import { LANGUAGE_TERMS, SKILL_TERMS } from '../knowledge/skill-terms.ts';

const IRREGULAR: Readonly<Record<string, string>> = {
  lead: 'led',
  run: 'ran',
  keep: 'kept',
  teach: 'taught',
  hold: 'held',
  see: 'saw',
  build: 'built',
  make: 'made',
  sell: 'sold',
  write: 'wrote',
  take: 'took',
  give: 'gave',
  read: 'read',
  set: 'set',
  cut: 'cut',
  put: 'put',
  fit: 'fit',
  lay: 'laid',
  send: 'sent',
  drive: 'drove',
  draw: 'drew',
  do: 'did',
  hit: 'hit',
  split: 'split',
  spread: 'spread',
  reset: 'reset',
  rebid: 'rebid',
  know: 'knew',
  shoot: 'shot',
  grind: 'ground',
  oversee: 'oversaw',
  bring: 'brought',
  win: 'won',
  grow: 'grew',
  find: 'found',
  ride: 'rode',
  fly: 'flew',
  spend: 'spent',
  'co-teach': 'co-taught',
  'co-write': 'co-wrote',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  redraw: 'redrew',
  troubleshoot: 'troubleshot',
};

/** Regular verbs that open example lines; a word not here and not irregular is no verb to change. */
const REGULAR = new Set(
  (
    'manage own supervise perform chair maintain complete plan serve handle direct train deliver process ' +
    'coordinate support work cover install operate check service prepare follow carry inspect repair provide ' +
    'answer care track turn help clean clear review mentor place screen scan advise treat assemble investigate ' +
    'patrol design respond issue present program collect grade close dispatch trim schedule verify examine ' +
    'coach resolve flag load cook fabricate prep assist log finish evaluate pull reach produce paint replace ' +
    'sign receive stage monitor scrub polish press tend mix walk interpret rig enter change fire style counsel ' +
    'use escort conduct tag reconcile control pick weigh route pack fill report rotate secure open measure ' +
    'charge remove create match spray restore stock detail brew chart move document drill titrate plant apply ' +
    'spot edit label achieve record calibrate regulate test ship map drop swap stop torque attach mount ' +
    'balance hire recruit negotiate launch introduce reduce raise lower improve increase organize host ' +
    'prescribe diagnose counsel draft file audit analyze model forecast price quote close coach guide lift'
  ).split(' '),
);

/** Verbs that double their last consonant: plan → planned. */
const DOUBLED = new Set([
  'plan',
  'prep',
  'scrub',
  'trim',
  'log',
  'tag',
  'rig',
  'ship',
  'map',
  'drop',
  'swap',
  'stop',
  'program',
]);

function pastOfBase(verb: string): string | undefined {
  // Own keys only: a line starting "Constructor" or "ToString" names no irregular verb.
  const irregular = Object.hasOwn(IRREGULAR, verb) ? IRREGULAR[verb] : undefined;
  if (irregular) return irregular;
  if (!REGULAR.has(verb)) return undefined;
  if (DOUBLED.has(verb)) return `${verb}${verb.at(-1)}ed`;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** Prefixes that make a verb of a verb: "reroute", "re-train", "co-lead", "hand-build", "overhaul" is no case. */
const VERB_PREFIX = /^(re-?|pre-?|co-|hand-|over|out|under)(?=[a-z]{3})/;

/** A verb's past tense, also through a prefix ("reroute" → "rerouted", "hand-write" → "hand-wrote"). */
function pastOf(verb: string): string | undefined {
  const past = pastOfBase(verb);
  if (past) return past;
  const prefix = VERB_PREFIX.exec(verb)?.[1];
  if (!prefix) return undefined;
  const rest = pastOfBase(verb.slice(prefix.length));
  return rest && `${prefix}${rest}`;
}

/** The line with its opening verb in the past tense, when it opens with a verb this module knows. */
export function inPastTense(line: string): string {
  const match = /^([A-Za-z-]+)(?=\s)/.exec(line);
  if (!match) return line;
  const word = match[1] ?? '';
  const past = pastOf(word.toLowerCase());
  if (!past) return line;
  const shown = word[0] === word[0]?.toUpperCase() ? past[0]!.toUpperCase() + past.slice(1) : past;
  return shown + line.slice(word.length);
}

const IRREGULAR_PAST: ReadonlySet<string> = new Set([
  ...Object.values(IRREGULAR),
  ...(
    'broke began chose rode spoke stood understood fought sought paid met spent lost became froze wore cast swept dug ' +
    'spun bent bound fed sped struck thought wound sank hung lit slid sat let quit bid rebuilt rewrote redrew outsold ' +
    'overran undertook withdrew forecast broadcast upheld sent shut shed tore wove sang dealt blew dove slit had ' +
    'overlaid laid drew threw shook swore hid led fled bred held kept slept wept built felt left lent meant sold ' +
    'told won got gave took made ran saw went came stood taught ground rode shot wrote grew flew knew drove'
  ).split(' '),
]);

/** Whether a word is a past-tense verb, also behind a prefix ("reran", "hand-wrote", "re-taught", "reshot"). */
function isIrregularPast(word: string): boolean {
  if (IRREGULAR_PAST.has(word)) return true;
  const prefix = VERB_PREFIX.exec(word)?.[1];
  return prefix !== undefined && IRREGULAR_PAST.has(word.slice(prefix.length));
}

/** Words a noun phrase does not open with: a line opening "From …" or "With …" is no deliverable to name. */
const NOT_A_DELIVERABLE = new Set(
  'from with for by in on at through across after before during when while to into under over via'.split(' '),
);

/** Whether the line opens with a verb, in the present or the past: "Cut …", "Introduced …", "Re-sequenced …". */
export function opensWithVerb(line: string): boolean {
  const word = /^([A-Za-z-]+)/.exec(line)?.[1]?.toLowerCase();
  if (!word) return false;
  return pastOf(word) !== undefined || isIrregularPast(word) || /^[a-z][a-z-]+ed$/.test(word);
}

/**
 * Whether the line opens with a name that keeps its capital: a word with a capital inside ("MoCA"), or a run of
 * capitalised words ("Kafka and Flink streaming …", "Principles of Marketing project"). "Asthma action plans" is none.
 */
function opensWithName(line: string): boolean {
  const [first = '', second = '', third = ''] = line.split(/\s+/);
  const bare = first.replace(/[,:;]$/, '').split(/[–/-]/)[0] ?? '';
  if (/^[A-Za-z][a-z]*[A-Z]/.test(bare) || capitalisedNames().has(bare)) return true;
  const capitalised = (word: string) => /^[A-Z][a-z]/.test(word);
  return capitalised(second) || (/^(?:of|and|&|for|in)$/.test(second) && capitalised(third));
}

let productNames: ReadonlySet<string> | undefined;
/** Names written with a capital whatever their place: products ("Redis", "Python") and languages ("English"). */
function capitalisedNames(): ReadonlySet<string> {
  productNames ??= new Set([
    ...SKILL_TERMS.map((term) => term.name).filter((name) => /^[A-Z][A-Za-z]+$/.test(name)),
    ...LANGUAGE_TERMS.flatMap((term) => term.name),
  ]);
  return productNames;
}

/**
 * A project's description said as what the person did: a noun phrase ("Asthma action plans and stock inhalers in 6
 * schools that cut 911 calls…") opened with "Delivered"; a line that opens with a verb, or with a name in capitals
 * ("HACCP plan …"), as written.
 */
export function asDeliverable(line: string): string {
  const first = /^[A-Za-z-]+/.exec(line)?.[0]?.toLowerCase() ?? '';
  if (opensWithVerb(line) || NOT_A_DELIVERABLE.has(first) || !/^(?:[A-Z][a-z]|[a-z])/.test(line)) return line;
  // "Principles of Marketing project: surveyed 200 shoppers" names the project, then says what was done; "Beam,
  // column and connection welds delivered on schedule" says it already.
  if (/^[^:]{3,60}:\s/.test(line) || /\b(?:delivered|completed|finished|shipped)\b/i.test(line)) return line;
  const opening = opensWithName(line) ? line : `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
  return `Delivered ${opening}`;
}
