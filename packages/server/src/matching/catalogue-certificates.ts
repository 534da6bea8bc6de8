// The certificates and licences the occupation catalogue names for each market, by every spelling a description or
// a resume uses: "Credentialed Veterinary Technician (LVT/RVT/CVT)" is also LVT, RVT and CVT; "注册会计师（CPA）" is
// also CPA. The match reads these beside its own lexicon, so a certificate of any occupation is a requirement.
import { OCCUPATIONS } from '../knowledge/catalogue/catalogue.ts';

export interface CertificateSpelling {
  /** As compared: NFKC, lower case; an acronym keeps its capitals and is compared as written. */
  readonly text: string;
  /** One key per certificate: every spelling of it shares the key. */
  readonly key: string;
  /** Counted only as written in capitals ("CAP", never "cap"). */
  readonly acronym: boolean;
}

const HAN = /\p{Script=Han}/u;
/** "LVT/RVT/CVT", "CPA", "ACRP-CP": letters in capitals with figures, dashes and a plus. */
const ACRONYM = /^[A-Z][A-Z0-9+&-]{2,9}$/;
/** A bracket after a name: its acronyms or its other name. */
const BRACKET = /[（(]([^（()）]*)[)）]/g;
/** Language tests are the match's language requirements, read with their levels elsewhere. */
const LANGUAGE_TEST =
  /\b(?:CET|TEM|TOEFL|IELTS|TOEIC|JLPT|HSK|TOPIK|DELF|DELE)\b|英语|日语|韩语|德语|法语|普通话/u;
/** Ranks of a professional title (职称), not certificates a description names as such. */
const TITLE_RANK = /^(?:正高级|副高级|高级|中级|初级)(?:工程师|教师|职称|经济师)?$|研究员/u;
/** The paper a Chinese certificate is printed on: a description names the certificate with or without it. */
const CHINESE_PAPER =
  /(?:职业技能等级证书|职业资格证书|资格证书|执业证书|合格证书|合格证|证书|资格证|执业证|操作证|上岗证)$/u;
/** A Chinese name left without its paper names a certificate only this long: "保育师" alone is a job. */
const MIN_CHINESE_STEM = 4;
/** A Latin name of one word is a certificate only as an acronym; of two words or more, as written. */
const MIN_LATIN_WORDS = 2;

interface CertificateIndex {
  /** Acronyms as written ("RVT"). */
  acronyms: Map<string, CertificateSpelling>;
  /** Other spellings by their first word (Latin) or first two characters (Chinese), longest first. */
  byStart: Map<string, CertificateSpelling[]>;
  byText: Map<string, CertificateSpelling>;
}

let index: CertificateIndex | undefined;

/** What a spelling is looked up by where it starts: its first Latin word, or its first two characters. */
function startOf(text: string): string {
  return HAN.test(text[0] ?? '') ? text.slice(0, 2) : (/^[^\s]+/.exec(text)?.[0] ?? text);
}

function certificateIndex(): CertificateIndex {
  if (index) return index;
  const acronyms = new Map<string, CertificateSpelling>();
  const byStart = new Map<string, CertificateSpelling[]>();
  const byText = new Map<string, CertificateSpelling>();
  const add = (text: string, key: string, acronym: boolean) => {
    // "CET" is also the English test (Certified EKG Technician): a language test is read as a language.
    if (LANGUAGE_TEST.test(text)) return;
    const compared = acronym ? text : text.normalize('NFKC').toLowerCase();
    if (byText.has(compared)) return;
    const spelling = { text: compared, key, acronym };
    byText.set(compared, spelling);
    if (acronym) acronyms.set(compared, spelling);
    else byStart.set(startOf(compared), [...(byStart.get(startOf(compared)) ?? []), spelling]);
  };
  for (const occupation of OCCUPATIONS) {
    const names = [...occupation.certifications['en-US'], ...occupation.certifications['zh-CN']];
    for (const name of names)
      for (const [text, acronym] of spellingsOf(name)) add(text, keyOf(name), acronym);
  }
  for (const list of byStart.values()) list.sort((a, b) => b.text.length - a.text.length);
  index = { acronyms, byStart, byText };
  return index;
}

/** The certificate's key: its name without brackets or the word for its paper, lower case. */
function keyOf(name: string): string {
  const base = name.replace(BRACKET, ' ').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const stem = base.replace(CHINESE_PAPER, '');
  return stem.length >= MIN_CHINESE_STEM ? stem : base;
}

/** Every spelling of one catalogue name, each with whether it is an acronym. */
function spellingsOf(name: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  const base = name.replace(BRACKET, ' ').replace(/\s+/g, ' ').trim();
  const inside = [...name.matchAll(BRACKET)].map((match) => (match[1] ?? '').trim());
  const addName = (text: string) => {
    if (TITLE_RANK.test(text)) return;
    if (HAN.test(text)) {
      // "CFA 特许金融分析师": an acronym and the Chinese name are two spellings.
      const [, latin, chinese] = /^([A-Z][A-Z0-9+-]{1,9})\s+(\p{Script=Han}.*)$/u.exec(text) ?? [];
      if (latin && chinese) {
        addName(latin);
        addName(chinese);
        return;
      }
      if (text.length >= MIN_CHINESE_STEM - 1) out.push([text, false]);
      const stem = text.replace(CHINESE_PAPER, '');
      if (stem !== text && stem.length >= MIN_CHINESE_STEM) out.push([stem, false]);
      return;
    }
    for (const part of text.split('/').map((piece) => piece.trim())) {
      if (ACRONYM.test(part)) out.push([part, true]);
      else if (part.split(' ').length >= MIN_LATIN_WORDS && part === text) out.push([part, false]);
    }
  };
  if (LANGUAGE_TEST.test(base)) return [];
  addName(base);
  // "Certified Medical Assistant (CMA)": a bracket after a name gives its acronyms; after an acronym ("CMA (AAMA)",
  // "ExCPT (NHA)") it names the body that grants it, and a Chinese bracket a specialty or a condition ("（相关专业）").
  // "(NHA CCMA)": the body, then the certificate's own letters.
  if (base.split(' ').length >= MIN_LATIN_WORDS)
    for (const text of inside)
      for (const part of text.split('/')) {
        const letters = part.trim().split(' ').at(-1) ?? '';
        if (ACRONYM.test(letters)) out.push([letters, true]);
      }
  return out;
}

/** The certificate key of a name or spelling, when the catalogue knows it. */
export function certificateKey(nameOrSpelling: string): string | undefined {
  const { byText } = certificateIndex();
  const text = nameOrSpelling.trim();
  return (byText.get(text) ?? byText.get(text.normalize('NFKC').toLowerCase()))?.key;
}

/** Where a text names a catalogue certificate: each span once, the longest spelling where several start. */
export function catalogueCertificatesIn(
  folded: string,
  lower: string,
): { start: number; end: number; key: string }[] {
  const { acronyms, byStart } = certificateIndex();
  const found: { start: number; end: number; key: string }[] = [];
  const take = (start: number, end: number, key: string, text: string) => {
    if (!standsAlone(text, start, end)) return false;
    if (found.some((hit) => start < hit.end && hit.start < end)) return false;
    found.push({ start, end, key });
    return true;
  };
  // Names first (longer and surer), then letters.
  for (const match of lower.matchAll(SPELLING_START)) {
    const at = match.index ?? 0;
    const head = HAN.test(match[0]) ? lower.slice(at, at + 2) : match[0];
    for (const spelling of byStart.get(head) ?? [])
      if (lower.startsWith(spelling.text, at) && take(at, at + spelling.text.length, spelling.key, lower))
        break;
  }
  // "CTR预估", "CPT codes": letters name a certificate only where the clause speaks of one.
  if (CERTIFICATE_CUE.test(lower))
    for (const match of folded.matchAll(LETTERS)) {
      const spelling = acronyms.get(match[0]);
      const at = match.index ?? 0;
      if (spelling) take(at, at + match[0].length, spelling.key, folded);
    }
  const ordered = found.sort((a, b) => a.start - b.start);
  // "CMA (AAMA)", "CCMA (NHA)": letters in brackets right after a certificate name the body that grants it.
  return ordered.filter(
    (hit, at) =>
      !(
        /[（(]\s?$/.test(folded.slice(Math.max(0, hit.start - 2), hit.start)) &&
        (ordered[at - 1]?.end ?? -1) >= hit.start - 3
      ),
  );
}

/** Where a spelling may start: a Latin word, or any Chinese character. */
const SPELLING_START = /[a-z0-9][^\s,;:()（）、，；：]*|\p{Script=Han}/gu;
/** Capital letters, as acronyms are written: "RVT", "ACRP-CP", "CPCT". */
const LETTERS = /[A-Z][A-Z0-9+&-]{2,9}/g;

/** Words with which a clause speaks of a certificate or licence. */
const CERTIFICATE_CUE =
  /certif|licen[cs]|credential|registered|registry|board|exam|designation|证|资格|认证|执照|持有/u;

/** A Latin spelling is a whole word; a Chinese one may stand inside Chinese text. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  const latinEdge = (character: string) => /[A-Za-z0-9]/.test(character);
  if (latinEdge(text[start] ?? '') && latinEdge(before)) return false;
  if (latinEdge(text[end - 1] ?? '') && latinEdge(after)) return false;
  return true;
}
