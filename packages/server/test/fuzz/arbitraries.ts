// fast-check arbitraries for hostile requests: odd Unicode, wrong types, strings at and past the limits,
// bodies of every endpoint mutated from valid ones, broken base64, and junk header values.
import { LIMITS } from '@resume/contract';
import fc from 'fast-check';

/** Text that has broken parsers, normalisers and loggers before. */
export const ODD_PIECES = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\uDC00\uD800', // surrogates in the wrong order
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  '\u0000', // NUL
  'e\u0301\u0302\u0303', // combining marks piled on a letter
  '\u0301', // a combining mark with nothing to combine with
  '👩‍💻', // emoji joined with ZWJ
  '👨‍👩‍👧‍👦',
  '\u200D', // a lone ZWJ
  '１２３４', // full-width digits
  '２０２１年３月', // a full-width date
  '\uFEFF', // byte order mark
  '\u2028\u2029', // line and paragraph separators
  '\uFFFF',
  '\uFFFD',
  '\r\n',
  '\t',
  '"',
  '\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE tasks; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the hostile text here
  '${process.env}',
  '{{7*7}}',
  '# 标题\n## 基本信息\n- 姓名: ',
  'ا ب ت',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '  ',
] as const;

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const oddText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.constantFrom(...ODD_PIECES), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Strings at and just past each limit of CONTRACT.md, in one- to four-byte characters. */
export const limitString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      LIMITS.uidLength,
      LIMITS.uidLength + 1,
      LIMITS.jobLength,
      LIMITS.jobLength + 1,
      128,
      129,
      LIMITS.outlineLength,
      LIMITS.outlineLength + 1,
      // Over the 1 MiB body limit of the routes without an upload, within the 15 MiB of the others.
      1_100_000,
    ),
    fc.constantFrom('a', '中', '👩‍💻', ' ', '\u0000', '\uD800', '#'),
  )
  .map(([length, character]) => character.repeat(Math.ceil(length / character.length)).slice(0, length));

/** Values of the wrong type, or of the right type and odd content. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: limitString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}, '', ['a'], { a: 1 }),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const TEXT_RESUME =
  'Ada Lovelace\nada@example.com · +44 20 7946 0000\n\nExperience\nAnalytical Engine Co., Programmer, 1842 - 1843\n' +
  '- Wrote the first published program\n\nEducation\nPrivate tutoring, Mathematics, 1832 - 1835\n';

const toBase64 = (content: string | Uint8Array) => Buffer.from(content).toString('base64');

/** The first bytes of each file type (no image types: a valid image would be read with OCR, seconds each). */
const MAGIC_PREFIXES = [
  '%PDF-1.7\n',
  'PK\u0003\u0004',
  '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1',
  '{\\rtf1\\ansi ',
  '<!DOCTYPE html><html>',
  '\u00ef\u00bb\u00bf',
  '\u00ff\u00fe',
];

/** Base64 as clients send it, right and wrong: wrapped, unpadded, url-safe, data: urls, junk, truncated. */
export const uploadContent: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(toBase64(TEXT_RESUME)) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          (text: string) => text.replace(/=+$/, ''),
          (text: string) => text.replace(/.{20}/g, '$&\r\n'),
          (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_'),
          (text: string) => `data:text/plain;base64,${text}`,
          (text: string) => text.slice(0, text.length - 3),
          (text: string) => `${text}====`,
          (text: string) => `${text.slice(0, 10)}!*${text.slice(10)}`,
          (text: string) => text.replace(/A/g, 'Ａ'),
          (text: string) => ` ${text} `,
        ),
        fc.constantFrom(TEXT_RESUME, `${TEXT_RESUME}${ODD_PIECES.join('\n')}`, '中文简历\n张三\n工作经历\n'),
      )
      .map(([mangle, text]) => mangle(toBase64(text))),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...MAGIC_PREFIXES), fc.uint8Array({ maxLength: 300 }))
      .map(([prefix, bytes]) => toBase64(Buffer.concat([Buffer.from(prefix, 'latin1'), bytes]))),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map(toBase64) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '=', '====', 'A', 'AB', '****', 'data:,', 'data:text/plain;base64,'),
  },
  { weight: 2, arbitrary: junkValue },
);

export const uploadFileType: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'txt',
      'TXT',
      '.md',
      'markdown',
      'text/plain',
      'text/plain; charset=utf-8',
      'pdf',
      'application/pdf',
      'docx',
      'doc',
      'rtf',
      'odt',
      'html',
      'png',
      'jpeg',
      'webp',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('exe', 'zip', 'tar.gz', '', '.', 'image/svg+xml', 'text/plain\u0000pdf'),
  },
  { weight: 1, arbitrary: junkValue },
);

const streamFlag: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 0, 1, null) },
);
const jobType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('intern', 'campus', 'social') },
  { weight: 1, arbitrary: fc.constantFrom('Social', 'full-time', '') },
);
const locale = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('zh-CN', 'en-US') },
  { weight: 1, arbitrary: fc.constantFrom('zh', 'en_US', 'fr-FR', 'zh-cn') },
);
const job = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('Data Analyst', '前端开发工程师', '  Nurse  ', 'C++ / Rust engineer'),
  },
  { weight: 2, arbitrary: oddText },
);
const OUTLINES = [
  '# Data Analyst\n\n## Basic Information\n- Name: Ada\n\n## Experience\n- [Company]: Analyst\n  - Built dashboards\n',
  '# 产品经理\n\n## 基本信息\n- 姓名: 李雷\n\n## 工作经历\n- 某公司: 产品经理 (2020.03 - 至今)\n',
  '#\n##\n-\n',
  '# A',
];
const outline = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...OUTLINES) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.constantFrom(...OUTLINES), oddText, fc.nat()).map(([text, odd, at]) => {
      const index = at % (text.length + 1);
      return text.slice(0, index) + odd + text.slice(index);
    }),
  },
);

/** How a mutation changes a valid body: a field set to another value, or removed. */
type Mutation = { field: string; value: unknown } | { field: string; remove: true };

/**
 * Valid bodies with zero to three fields replaced by junk, removed, or borrowed from the other
 * mode: valid-looking bodies reach deeper than random JSON, and the junk reaches every check.
 */
function mutated(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
  borrowed: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ field: fc.constantFrom(...fields), value: fc.oneof(junkValue, borrowed) }),
    fc.record({ field: fc.constantFrom(...fields), remove: fc.constant(true as const) }),
    fc.record({
      field: fc.constantFrom('unknownField', '__proto__', 'constructor', 'mode', 'uid', 'outline'),
      value: junkValue,
    }),
  );
  const mutations = fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(valid, mutations).map(([body, changes]) => {
    const copy: Record<string, unknown> = { ...body };
    for (const change of changes) {
      if ('remove' in change) delete copy[change.field];
      // defineProperty: `__proto__` becomes a key of the JSON, not the prototype of the object.
      else
        Object.defineProperty(copy, change.field, {
          value: change.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return copy;
  });
}

const OUTLINE_FIELDS = ['stream', 'mode', 'type', 'job', 'uploadFileType', 'uploadContent', 'locale'];

export const outlineBody = mutated(
  fc.oneof(
    fc.record(
      { stream: streamFlag, mode: fc.constant('ai-template'), type: jobType, job, locale },
      { requiredKeys: ['mode', 'type', 'job'] },
    ),
    fc.record(
      {
        stream: streamFlag,
        mode: fc.constant('optimize-local-resume'),
        uploadFileType,
        uploadContent,
        locale,
      },
      { requiredKeys: ['mode', 'uploadFileType', 'uploadContent'] },
    ),
  ),
  OUTLINE_FIELDS,
  // Mixed modes: an ai-template body with upload fields, an optimize body with job and type.
  fc.oneof(uploadFileType, uploadContent, job, jobType),
);

export const taskBody = mutated(
  fc.record({ outline, job, type: jobType, locale }, { requiredKeys: ['outline'] }),
  ['outline', 'job', 'type', 'locale'],
  fc.oneof(outline, job),
);

/** A content body for one of the uids the test offers (stored tasks, own and foreign) or a made-up one. */
export function contentBody(knownUids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const uid = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownUids) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...knownUids), oddText)
        .map(([known, odd]) => (odd.length % 2 ? known + odd : odd + known)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('tsk_', 'tsk_AAAAAAAAAAAAAAAAAAAAAAAA', "tsk_' OR 1=1 --", '%', '*'),
    },
    { weight: 2, arbitrary: oddText },
  );
  return mutated(fc.record({ uid, stream: streamFlag }, { requiredKeys: ['uid'] }), ['uid', 'stream'], uid);
}

export const parseBody = mutated(
  fc.record(
    { stream: streamFlag, uploadFileType, uploadContent },
    { requiredKeys: ['uploadFileType', 'uploadContent'] },
  ),
  ['stream', 'uploadFileType', 'uploadContent'],
  fc.oneof(uploadFileType, uploadContent, job),
);

/**
 * The body on the wire: mostly JSON.stringify of the value, sometimes another JSON value, broken
 * JSON, JSON with a byte order mark, or bytes that are not UTF-8.
 */
export function wireBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    { weight: 24, arbitrary: value.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((body) => JSON.stringify(body)) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, fc.nat()).map(([body, at]) => {
        const text = JSON.stringify(body);
        return text.slice(0, at % text.length);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(value, fc.constantFrom('}', ',', '{}', '\u0000', 'garbage', ']', ' // comment'))
        .map(([body, tail]) => JSON.stringify(body) + tail),
    },
    { weight: 1, arbitrary: value.map((body) => `\uFEFF${JSON.stringify(body)}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          value,
          fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe4, 0xb8]),
        )
        .map(([body, bytes]) => {
          // Invalid UTF-8 inside the first string value: the JSON is well formed, its text is not.
          const text = JSON.stringify(body);
          const quote = text.indexOf('"', text.indexOf(':'));
          const at = quote < 0 ? text.length : quote + 1;
          return Buffer.concat([
            Buffer.from(text.slice(0, at)),
            Buffer.from(bytes),
            Buffer.from(text.slice(at)),
          ]);
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'null',
        '[]',
        '"text"',
        '0',
        '{',
        '{"a":',
        'NaN',
        '{"stream":true,}',
      ),
    },
  );
}

/** A header value a client could send: printable Latin-1 (HTTP carries bytes; Node reads them as Latin-1). */
export const headerJunk: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((unit) => unit !== 0x7f)
      .map((unit) => String.fromCharCode(unit)),
    maxLength: 80,
  }),
  fc.constantFrom('', ' ', '-1', '0', '1e3', 'null', 'undefined', '\t', 'a'.repeat(4096)),
  // UTF-8 bytes as Node would see them (each byte one Latin-1 character).
  oddText.map((text) =>
    Buffer.from(text, 'utf8')
      .toString('latin1')
      .split('')
      .map((character) => (character.charCodeAt(0) < 0x20 || character === '\u007f' ? '?' : character))
      .join(''),
  ),
);
