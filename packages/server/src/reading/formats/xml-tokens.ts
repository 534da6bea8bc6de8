// A small, linear XML tokenizer for the text parts of office files: no DTD, no entity expansion.

export type XmlToken =
  | { kind: 'open'; name: string; attributes: Readonly<Record<string, string>>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/**
 * Tags, comments, processing instructions, declarations and CDATA. No part can run past the next
 * `<`, so a malformed file costs one scan; a declared entity is never expanded (no billion laughs).
 */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[!?][^<>]*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /\s([\w.:-]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

export function* xmlTokens(xml: string): Generator<XmlToken> {
  const markup = new RegExp(MARKUP.source, 'g');
  let last = 0;
  for (let match = markup.exec(xml); match; match = markup.exec(xml)) {
    if (match.index > last) yield { kind: 'text', text: decodeXmlEntities(xml.slice(last, match.index)) };
    last = markup.lastIndex;
    if (match[1] !== undefined) {
      yield { kind: 'text', text: match[1] };
      continue;
    }
    const name = match[3];
    if (name === undefined) continue;
    if (match[2] === '/') {
      yield { kind: 'close', name };
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of (match[4] ?? '').matchAll(ATTRIBUTE)) {
      attributes[attribute[1]!] = decodeXmlEntities(attribute[2] ?? attribute[3] ?? '');
    }
    yield { kind: 'open', name, attributes, selfClosing: match[5] === '/' };
  }
  if (last < xml.length) yield { kind: 'text', text: decodeXmlEntities(xml.slice(last)) };
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (_whole, decimal, hex, name) => {
      if (name !== undefined) return PREDEFINED[name as string] ?? '';
      const codePoint =
        decimal !== undefined ? Number.parseInt(decimal as string, 10) : Number.parseInt(hex as string, 16);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\ufffd';
    },
  );
}
