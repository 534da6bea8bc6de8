// Decodes the bytes of a text upload: a BOM decides, else strict UTF-8, else strict GB18030.

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

export interface DecodedText {
  /** BOM stripped, line ends normalised to LF. */
  text: string;
  encoding: TextEncoding;
}

const BOMS: readonly { bytes: readonly number[]; encoding: TextEncoding }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** Encodings tried, in order, when there is no BOM. UTF-8 first: GB18030 would accept much of it. */
const WITHOUT_BOM: readonly TextEncoding[] = ['utf-8', 'gb18030'];

/**
 * The text of `bytes`, or undefined when no supported encoding fits. Text containing NUL is not
 * text (it is binary, or UTF-16 without a BOM), so it is undefined too.
 */
export function decodeText(bytes: Uint8Array): DecodedText | undefined {
  const bom = BOMS.find((candidate) => candidate.bytes.every((byte, index) => bytes[index] === byte));
  if (bom) return decodeAs(bytes.subarray(bom.bytes.length), bom.encoding);
  for (const encoding of WITHOUT_BOM) {
    const decoded = decodeAs(bytes, encoding);
    if (decoded) return decoded;
  }
  return undefined;
}

/**
 * The text of the first `maxBytes` of `bytes`, decoded as decodeText would decode the whole (a
 * character cut at the end is not an error): enough to tell text from binary without the cost of
 * decoding megabytes on the thread that answers requests.
 */
export function decodeTextPrefix(bytes: Uint8Array, maxBytes: number): DecodedText | undefined {
  if (bytes.length <= maxBytes) return decodeText(bytes);
  const prefix = bytes.subarray(0, maxBytes);
  const bom = BOMS.find((candidate) => candidate.bytes.every((byte, index) => prefix[index] === byte));
  if (bom) return decodeAs(prefix.subarray(bom.bytes.length), bom.encoding, true);
  for (const encoding of WITHOUT_BOM) {
    const decoded = decodeAs(prefix, encoding, true);
    if (decoded) return decoded;
  }
  return undefined;
}

function decodeAs(bytes: Uint8Array, encoding: TextEncoding, partial = false): DecodedText | undefined {
  let text: string;
  try {
    // With `stream`, an incomplete character at the end waits for more input instead of failing.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes, { stream: partial });
  } catch {
    return undefined;
  }
  if (text.includes('\u0000')) return undefined;
  return { text: text.replace(/\r\n?/g, '\n'), encoding };
}
