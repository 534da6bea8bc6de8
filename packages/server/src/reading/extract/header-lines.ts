// What a resume prints under the name besides its contacts, read into fields instead of left as "Other": a
// Chinese name beside an English one ("李明 Leo Li"), the graduating class ("2026 届", "Class of 2026"), a
// headline naming a role ("Backend Engineer · Go & Distributed Systems", "资深产品经理 | 8年B端产品经验"), a
// town with a code the place lists do not know ("Lyon, FR").
import type { Locale } from '@resume/contract';
import { basicFieldLabel } from '../../knowledge/basic-fields.ts';
import { classifyField } from './entry-fields.ts';
import type { BasicFacts } from './extract-contacts.ts';

/** A Chinese name of two to four characters, then a Latin given name and surname. */
const BILINGUAL_NAME = /^(\p{Script=Han}{2,4})[\s/|（(]+([A-Z][a-z]+(?: [A-Z][a-z]+){0,2})[)）]?$/u;
/** The graduating class: "2026 届", "2026届毕业生", "Class of 2026". */
const GRADUATING_CLASS = /^(?:(?:19|20)\d\d\s?届(?:毕业生|应届生)?|class of (?:19|20)\d\d)$/i;
/** A town and a region or country code the place lists may not know: "Lyon, FR", "Perth, WA". */
const TOWN_AND_CODE = /^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){0,2}, \p{Lu}{2,3}$/u;
/** The title of the document, not a fact about the person. */
const DOCUMENT_TITLE = /^(?:resume|résumé|cv|curriculum vitae|个人简历|简历|求职简历)$/i;

const ENGLISH_NAME: Record<Locale, string> = { 'zh-CN': '英文名', 'en-US': 'English name' };

/**
 * Places the header's leftover pieces: the name, the English name, the graduating class and a role headline
 * become fields of the basic part; the rest of a headline ("8年B端产品经验") is returned for the summary, the
 * person's own words. The document's title ("Resume") is dropped.
 */
export function placeHeaderLeftovers(facts: BasicFacts, locale: Locale): string[] {
  const headline: string[] = [];
  for (const text of facts.takeLeftovers()) {
    const bilingual = BILINGUAL_NAME.exec(text);
    if (bilingual && !facts.has('name')) {
      facts.addName(bilingual[1]!);
      facts.addLabelled(ENGLISH_NAME[locale], bilingual[2]!);
    } else if (TOWN_AND_CODE.test(text) && !facts.has('location')) {
      facts.addLocation(text);
    } else if (GRADUATING_CLASS.test(text) && !facts.hasLabelled('graduation')) {
      facts.addLabelled(basicFieldLabel('graduation', locale), text);
    } else if (classifyField(text) === 'role' && !facts.hasLabelled('target')) {
      facts.addLabelled(basicFieldLabel('target', locale), text);
    } else if (!DOCUMENT_TITLE.test(text)) {
      headline.push(text);
    }
  }
  return headline;
}
