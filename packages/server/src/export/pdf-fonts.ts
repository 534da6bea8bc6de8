// Noto Sans SC from the @embedpdf/fonts-sc package: a CJK font that ships with the service, so Chinese prints anywhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: PdfFonts | undefined;

/** Read once (about 8 MB each) and kept: every PDF subsets them again, embedding only the glyphs it uses. */
export function loadPdfFonts(): PdfFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    // The package's entry is dist/index.*; the OTF files sit beside dist in fonts/.
    const directory = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fonts = {
      regular: readFileSync(path.join(directory, 'NotoSansHans-Regular.otf')),
      bold: readFileSync(path.join(directory, 'NotoSansHans-Bold.otf')),
    };
  }
  return fonts;
}
