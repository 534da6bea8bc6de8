// ResumeReader for PDF (pdf.js): positioned text grouped into lines in reading order; scanned pages read with OCR.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import type { ReadLimits, ReadLine, ReadResult, ResumeReader } from '../resume-reader.ts';
import { recognizeText } from './ocr-engine.ts';
import { layoutPages, type PageText, type TextPiece } from './pdf-layout.ts';
import { checkPdfExpansion } from './pdf-streams.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

const require = createRequire(import.meta.url);
const PDFJS_DIRECTORY = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** Pages with fewer visible characters than this are treated as scanned and read with OCR. */
const MIN_TEXT_LAYER = 10;
/** Scanned pages are rendered at this resolution for OCR, capped at MAX_OCR_SIDE pixels. */
const OCR_DPI = 200;
const MAX_OCR_SIDE = 2600;

/** Font names that mean bold: Arial-BoldMT, Roboto-Black, SourceHanSansSC-Heavy, … */
const BOLD_FONT = /bold|black|heavy|semibold|demi|[-,]bd\b|\bw[6-9]\b/i;

let pdfjs: Promise<PdfJs> | undefined;
let painting: Set<number> | undefined;

export class PdfResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['pdf'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    // Before pdf.js inflates a content stream whole: a FlateDecode bomb is refused by counting.
    checkPdfExpansion(bytes, limits);
    const lib = await loadPdfJs();
    const document = await openDocument(lib, bytes);
    try {
      if (document.numPages > limits.maxPdfPages) {
        throw new ReadError(
          `the PDF has ${document.numPages} pages; at most ${limits.maxPdfPages} pages can be read`,
        );
      }
      const pages: PageText[] = [];
      const scanned: number[] = [];
      for (let number = 1; number <= document.numPages; number += 1) {
        signal.throwIfAborted();
        const page = await readPage(lib, document, number);
        if (countVisible(page.text) < MIN_TEXT_LAYER && page.drawsSomething) {
          // A stray text run on a scanned page (a stamp, a page number) would be read twice.
          scanned.push(number);
          pages.push({ ...page.text, pieces: [] });
        } else {
          pages.push(page.text);
        }
        page.page.cleanup();
      }
      const lines = layoutPages(pages);
      if (scanned.length > 0) {
        const ocrLines = await readScannedPages(document, scanned, signal);
        lines.push(...ocrLines);
        lines.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
      }
      const kept = lines.filter((line) => line.text.trim() !== '');
      if (kept.length === 0) throw new ReadError('the PDF contains no text');
      return { text: kept.map((line) => line.text).join('\n'), lines: kept };
    } finally {
      await document.destroy().catch(() => undefined);
    }
  }
}

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

async function openDocument(lib: PdfJs, bytes: Uint8Array): Promise<PdfDocument> {
  const task = lib.getDocument({
    // pdf.js may detach the buffer it is given; the caller's bytes stay intact.
    data: new Uint8Array(bytes),
    cMapUrl: `${path.join(PDFJS_DIRECTORY, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(PDFJS_DIRECTORY, 'standard_fonts')}/`,
    wasmUrl: `${path.join(PDFJS_DIRECTORY, 'wasm')}/`,
    iccUrl: `${path.join(PDFJS_DIRECTORY, 'iccs')}/`,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    fontExtraProperties: true,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string } | undefined)?.name;
    if (name === 'PasswordException') {
      throw new ReadError('the PDF is protected with a password; remove the password and upload it again', {
        cause: error,
      });
    }
    throw new ReadError('the PDF is damaged and cannot be read', { cause: error });
  }
}

async function readPage(
  lib: PdfJs,
  document: PdfDocument,
  number: number,
): Promise<{ page: PdfPage; text: PageText; drawsSomething: boolean }> {
  let page: PdfPage;
  try {
    page = await document.getPage(number);
  } catch (error) {
    throw new ReadError(`page ${number} of the PDF is damaged and cannot be read`, { cause: error });
  }
  const viewport = page.getViewport({ scale: 1 });
  const pieces: TextPiece[] = [];
  let content: Awaited<ReturnType<PdfPage['getTextContent']>>;
  try {
    content = await page.getTextContent();
  } catch (error) {
    throw new ReadError(`page ${number} of the PDF is damaged and cannot be read`, { cause: error });
  }
  // The operator list loads the page's fonts (their names tell bold) and shows what the page paints.
  let operators: number[] = [];
  try {
    operators = (await page.getOperatorList()).fnArray;
  } catch {
    // Fonts stay unknown; the text is still read.
  }
  const boldFonts = new Map<string, boolean>();
  const isBold = (fontName: string): boolean | undefined => {
    if (!boldFonts.has(fontName)) {
      try {
        const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean } | undefined;
        boldFonts.set(fontName, font?.bold === true || BOLD_FONT.test(font?.name ?? ''));
      } catch {
        return undefined;
      }
    }
    return boldFonts.get(fontName);
  };
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    // Into page space with the origin at the top left, whatever the page's rotation and crop box.
    const [a, b, c, d, e, f] = multiply(viewport.transform, item.transform);
    const fontSize = Math.abs(d) || Math.hypot(c, d);
    // Upright text only: rotated and mirrored runs are watermarks, stamps or decorations. A shear
    // alone (c) is slanted text, an italic drawn from an upright font, and is kept.
    if (!(a > 0) || Math.abs(b) > 0.1 * a) continue;
    const bold = isBold(item.fontName);
    pieces.push({
      text: item.str,
      x: e,
      y: f,
      width: item.width,
      fontSize,
      ...(bold === undefined ? {} : { bold }),
    });
  }
  return {
    page,
    text: { width: viewport.width, height: viewport.height, pieces },
    drawsSomething: operators.some((operator) => paintingOperators(lib).has(operator)),
  };
}

function multiply(
  m: readonly number[],
  n: readonly number[],
): [number, number, number, number, number, number] {
  const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0] = m;
  const [n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0] = n;
  return [
    m0 * n0 + m2 * n1,
    m1 * n0 + m3 * n1,
    m0 * n2 + m2 * n3,
    m1 * n2 + m3 * n3,
    m0 * n4 + m2 * n5 + m4,
    m1 * n4 + m3 * n5 + m5,
  ];
}

function countVisible(page: PageText): number {
  return page.pieces.reduce((sum, piece) => sum + piece.text.replace(/\s/g, '').length, 0);
}

/** Operators that paint (an image, a path, a shading, glyphs): a page with none has nothing to OCR. */
function paintingOperators(lib: PdfJs): Set<number> {
  const { OPS } = lib;
  painting ??= new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
    OPS.constructPath,
    OPS.shadingFill,
    OPS.showText,
    OPS.showSpacedText,
  ]);
  return painting;
}

/** Renders each scanned page and reads it with OCR; the lines carry their page number. */
async function readScannedPages(
  document: PdfDocument,
  numbers: readonly number[],
  signal: AbortSignal,
): Promise<ReadLine[]> {
  const lines: ReadLine[] = [];
  for (const number of numbers) {
    signal.throwIfAborted();
    const page = await document.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(OCR_DPI / 72, MAX_OCR_SIDE / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      // White first: scans with transparency would otherwise read as black on black.
      target.context.fillStyle = '#ffffff';
      target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
      await page.render({
        canvas: null,
        canvasContext: target.context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      const png = target.canvas.toBuffer('image/png');
      for (const text of await recognizeText(png)) lines.push({ text, page: number });
    } catch (error) {
      if (error instanceof ReadError) throw error;
      throw new ReadError(`page ${number} of the PDF could not be rendered for OCR`, { cause: error });
    } finally {
      factory.destroy(target);
      page.cleanup();
    }
  }
  return lines;
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number; toBuffer(type: 'image/png'): Buffer };
    context: { fillStyle: string; fillRect(x: number, y: number, width: number, height: number): void };
  };
  destroy(target: unknown): void;
}
