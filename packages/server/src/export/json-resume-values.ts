// Values in the shapes the JSON Resume schema checks: e-mail addresses, URIs, keyword lists.

/** Characters of an e-mail local part, per ajv-formats' `email` (the validator JSON Resume tools use). */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** True when the text passes the schema's `email` format: anything else stays out of `basics.email`. */
export function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at).split('.');
  const domain = text.slice(at + 1).split('.');
  return (
    local.every((part) => LOCAL_PART.test(part)) &&
    domain.length >= 2 &&
    domain.every((label) => DOMAIN_LABEL.test(label))
  );
}

/**
 * The text as an absolute URI ("github.com/ada" → "https://github.com/ada"), or undefined when it is not
 * a web address. `URL` percent-encodes what RFC 3986 does not allow, so the result passes the `uri` format.
 */
export function toUri(text: string): string | undefined {
  const value = text.trim();
  if (value === '' || /\s/.test(value) || value.includes('@')) return undefined;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const LIST_SEPARATORS = new Set([',', '，', '、', ';', '；']);
const OPENING = new Set(['(', '（', '[', '【']);
const CLOSING = new Set([')', '）', ']', '】']);

/**
 * "Python、SQL (pandas, numpy)" → ["Python", "SQL (pandas, numpy)"]: split at list separators outside
 * brackets, so a detail in brackets stays with its item.
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (OPENING.has(char)) depth += 1;
    else if (CLOSING.has(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && LIST_SEPARATORS.has(char)) {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** "English (native)" → English, native; "英语（CET-6）" → 英语, CET-6; "English" → English. */
export function splitDetail(text: string): { name: string; detail: string } {
  const value = text.trim();
  const open = [...OPENING].map((bracket) => value.indexOf(bracket)).filter((index) => index > 0);
  const last = value.at(-1);
  if (open.length === 0 || last === undefined || !CLOSING.has(last)) return { name: value, detail: '' };
  const at = Math.min(...open);
  return { name: value.slice(0, at).trim(), detail: value.slice(at + 1, -1).trim() };
}
