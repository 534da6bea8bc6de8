// Noto Sans SC from the @embedpdf/fonts-sc package: a CJK font that ships with the service, so Chinese prints anywhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Font, create as parseFont } from 'fontkit';

/** What pdfkit's registerFont takes for each face: the font file's bytes, or a font fontkit has parsed. */
export interface PdfFonts {
  regular: Uint8Array | Font;
  bold: Uint8Array | Font;
}

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let files: FontFiles | undefined;

/** Read once (about 8 MB each) and kept: every PDF subsets them again, embedding only the glyphs it uses. */
export function loadPdfFonts(): FontFiles {
  if (!files) {
    const require = createRequire(import.meta.url);
    // The package's entry is dist/index.*; the OTF files sit beside dist in fonts/.
    const directory = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    files = {
      regular: readFileSync(path.join(directory, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(path.join(directory, 'NotoSansHans-Bold.otf')),
    };
  }
  return files;
}

const ZERO_WIDTH_SPACE = 0x200b;

/**
 * A font parsed from `bytes`, set up so U+200B (the break opportunity break-long-runs.ts inserts)
 * prints nothing. The font has no glyph for it; fontkit lays such a default-ignorable character out
 * as a blank of no width, but only if the .notdef glyph object it gets still carries that code
 * point, and fontkit keeps one object per glyph id, made for whichever character came first: once a
 * character the font lacks (or pdfkit) had made .notdef, U+200B printed as a box. It gets an
 * object of its own; a missing character still prints a box.
 */
export function parsePdfFont(bytes: Uint8Array): Font {
  const font = parseFont(bytes) as Font & { getGlyph(id: number, codePoints?: number[]): object };
  const getGlyph = font.getGlyph.bind(font);
  let zeroWidthSpace: object | undefined;
  font.getGlyph = (id, codePoints) => {
    if (id !== 0 || codePoints?.[0] !== ZERO_WIDTH_SPACE) return getGlyph(id, codePoints);
    zeroWidthSpace ??= Object.create(getGlyph(0), { codePoints: { value: [ZERO_WIDTH_SPACE] } });
    return zeroWidthSpace!;
  };
  return font;
}

/** The font as pdfkit's registerFont takes it: parsed here (parsePdfFont) unless it already is. */
export function asParsedPdfFont(font: Uint8Array | Font): Font {
  return font instanceof Uint8Array ? parsePdfFont(font) : font;
}

/**
 * The fonts parsed once and kept for the next documents (the PDF worker's choice). Given bytes,
 * pdfkit parses the font again for every document and decodes the CFF outline of every glyph
 * again: most of each render. A kept font keeps its decoded glyphs, so a render costs a third
 * (Chinese) to a seventh (English) as much. The price is memory, about 12 KB per glyph and face,
 * so the fonts are parsed afresh once the documents have used more than `maxCharacters` distinct
 * characters: rare characters in many resumes cannot grow the cache without bound.
 */
export class ParsedPdfFonts {
  private fonts: { regular: Font; bold: Font } | undefined;
  private characters = new Set<number>();

  constructor(private readonly maxCharacters: number) {}

  /** The fonts for a document whose text is `text`. */
  fontsFor(text: string): { regular: Font; bold: Font } {
    const used = new Set<number>();
    for (const character of text) used.add(character.codePointAt(0)!);
    for (const codePoint of used) this.characters.add(codePoint);
    if (this.fonts && this.characters.size > this.maxCharacters) {
      this.fonts = undefined;
      this.characters = used;
    }
    if (!this.fonts) {
      const { regular, bold } = loadPdfFonts();
      this.fonts = { regular: parsePdfFont(regular), bold: parsePdfFont(bold) };
    }
    return this.fonts;
  }
}
