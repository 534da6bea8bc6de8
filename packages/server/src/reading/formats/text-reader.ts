// ResumeReader for text uploads (txt, md, html): decode the bytes, and for HTML keep only the visible text.
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import { characterSet, collapseAroundTabs, trimWhere } from '../../lib/text-scan.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';
import { decodeText } from './decode-text.ts';

export class TextResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['txt', 'md', 'html'];

  async read(
    bytes: Uint8Array,
    type: UploadFileType,
    _limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    const decoded = decodeText(bytes);
    if (!decoded) throw new ReadError('the file is not text in UTF-8, UTF-16 or GB18030');
    const text = tidyLines(type === 'html' ? htmlToText(decoded.text) : decoded.text);
    if (text === '') throw new ReadError('the file contains no text');
    return { text };
  }
}

/** Trailing spaces off every line, at most one blank line in a row, none at either end. */
function tidyLines(text: string): string {
  const joined = text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return trimWhere(joined, (character) => character === '\n');
}

/**
 * Elements whose content is never shown; an unclosed one hides the rest of the file, as in a
 * browser. `head` holds nothing visible but its title, and may legally end without `</head>`.
 */
const HIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'title',
  'template',
  'noscript',
  'object',
  'iframe',
  'head',
]);
const HIDDEN_END: Record<string, RegExp> = { head: /<\/head\s*>|(?=<body[\s>])/gi };

/** Elements that start and end a line of their own. */
// biome-ignore format: a data table reads better packed
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'div',
  'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hgroup', 'hr', 'html', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
]);

const isSpace = characterSet(' ');
const isSpaceOrTab = characterSet(' \t');

/** Table cells are kept on their row's line, separated by a tab (read as a column break). */
const CELL_ELEMENTS = new Set(['td', 'th']);

/**
 * A tag, a comment, or a declaration. No part can run past the next `<`, so a malformed file
 * costs one scan, not one scan per `<`; an unclosed comment runs to the end, as in a browser.
 */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[!?][^<>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:\s(?:"[^"<]*"|'[^'<]*'|[^'"<>])*)?\/?>/g;

/**
 * The visible text of an HTML document, one block per line: hidden elements dropped, block
 * elements, `<br>` and `<li>` (as `• `) turned into line breaks, table cells separated by tabs,
 * whitespace collapsed outside `<pre>`, entities decoded, empty lines dropped. Deliberately small:
 * resumes are simple documents, not web applications.
 */
export function htmlToText(html: string): string {
  const pieces: string[] = [];
  let lastCharacter = '\n';
  let afterBullet = false;
  let preDepth = 0;
  const push = (text: string): void => {
    if (text === '') return;
    pieces.push(text);
    lastCharacter = text.at(-1) ?? lastCharacter;
    afterBullet = text === '\n• ';
  };
  const pushText = (raw: string): void => {
    if (raw === '') return;
    let text = preDepth > 0 ? raw : raw.replace(/[ \t\n\r\f]+/g, ' ');
    // Inline tags split text into pieces; their edge spaces must not add up to a column gap.
    if (preDepth === 0 && text.startsWith(' ') && /[ \n\t]/.test(lastCharacter)) text = text.slice(1);
    push(decodeEntities(text));
  };

  const unclosed = new Set<string>();
  const findEnd = (name: string, from: number): number | undefined => {
    const end = new RegExp(HIDDEN_END[name]?.source ?? `</${name}\\s*>`, 'gi');
    end.lastIndex = from;
    return end.exec(html) ? end.lastIndex : undefined;
  };
  const markup = new RegExp(MARKUP.source, 'g');
  let last = 0;
  for (let match = markup.exec(html); match; match = markup.exec(html)) {
    pushText(html.slice(last, match.index));
    last = markup.lastIndex;
    if (match[1] !== undefined) pushText(match[1]);
    const name = match[3]?.toLowerCase();
    if (name === undefined) continue;
    const closing = match[2] === '/';
    if (HIDDEN_ELEMENTS.has(name) && !closing) {
      // Searched once per element name past its last end: repeated unclosed tags stay linear.
      const found = unclosed.has(name) ? undefined : findEnd(name, last);
      if (found === undefined) unclosed.add(name);
      if (found !== undefined) last = found;
      else if (name !== 'head') last = html.length;
      markup.lastIndex = last;
      continue;
    }
    if (name === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
    if (name === 'br') push('\n');
    else if (name === 'li' && !closing) push('\n• ');
    // A block opening inside a list item (`<li><p>…`) stays on the item's line.
    else if (BLOCK_ELEMENTS.has(name) && (closing || !afterBullet)) push('\n');
    else if (CELL_ELEMENTS.has(name) && closing) push('\t');
  }
  pushText(html.slice(last));

  return (
    pieces
      .join('')
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((line) => trimWhere(collapseAroundTabs(line, isSpace), isSpaceOrTab))
      // Blocks nest (`<div><p>`), so empty lines carry no meaning here; an empty `<li>` is no item.
      .filter((line) => line !== '' && line !== '•')
      .join('\n')
  );
}

/** Named character references a resume is likely to use; others are left as written. */
// biome-ignore format: a data table reads better packed
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003',
  thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', shy: '', ndash: '–', mdash: '—', minus: '−', hyphen: '‐',
  middot: '·', bull: '•', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', copy: '©', reg: '®', trade: '™', deg: '°', plusmn: '±',
  times: '×', divide: '÷', frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', micro: 'µ', para: '¶',
  sect: '§', euro: '€', pound: '£', yen: '¥', cent: '¢', larr: '←', rarr: '→', uarr: '↑', darr: '↓',
  harr: '↔', rArr: '⇒', check: '✓', star: '☆', starf: '★', hearts: '♥', iexcl: '¡', iquest: '¿', ordm: 'º',
  ordf: 'ª', agrave: 'à', aacute: 'á', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ',
  ccedil: 'ç', egrave: 'è', eacute: 'é', ecirc: 'ê', euml: 'ë', igrave: 'ì', iacute: 'í', icirc: 'î',
  iuml: 'ï', ntilde: 'ñ', ograve: 'ò', oacute: 'ó', ocirc: 'ô', otilde: 'õ', ouml: 'ö', oslash: 'ø',
  ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', yacute: 'ý', yuml: 'ÿ', szlig: 'ß', Agrave: 'À',
  Aacute: 'Á', Acirc: 'Â', Atilde: 'Ã', Auml: 'Ä', Aring: 'Å', AElig: 'Æ', Ccedil: 'Ç', Egrave: 'È',
  Eacute: 'É', Ecirc: 'Ê', Euml: 'Ë', Igrave: 'Ì', Iacute: 'Í', Icirc: 'Î', Iuml: 'Ï', Ntilde: 'Ñ',
  Ograve: 'Ò', Oacute: 'Ó', Ocirc: 'Ô', Otilde: 'Õ', Ouml: 'Ö', Oslash: 'Ø', Ugrave: 'Ù', Uacute: 'Ú',
  Ucirc: 'Û', Uuml: 'Ü', Yacute: 'Ý',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g,
    (whole, decimal, hex, name) => {
      if (name !== undefined) return NAMED_ENTITIES[name as string] ?? whole;
      const codePoint =
        decimal !== undefined ? Number.parseInt(decimal as string, 10) : Number.parseInt(hex as string, 16);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\ufffd';
    },
  );
}
