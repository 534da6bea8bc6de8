// ResumeReader for PNG, JPEG and WebP images: decoded with @napi-rs/canvas, read with offline OCR.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../../errors.ts';
import type { ReadLimits, ReadResult, ResumeReader } from '../resume-reader.ts';
import { recognizeText } from './ocr-engine.ts';

/** Larger images are refused before decoding: 40 megapixels is a 300 dpi A3 scan, 160 MB decoded. */
const MAX_PIXELS = 40_000_000;
/** OCR reads best with text a few dozen pixels tall: large images are scaled down, small ones up. */
const MAX_OCR_SIDE = 3000;
const MIN_OCR_SIDE = 1600;
const MAX_UPSCALE = 3;

export class ImageResumeReader implements ResumeReader {
  readonly types: readonly UploadFileType[] = ['png', 'jpg', 'webp'];

  async read(
    bytes: Uint8Array,
    _type: UploadFileType,
    _limits: ReadLimits,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    signal.throwIfAborted();
    const size = imageSize(bytes);
    if (!size || size.width === 0 || size.height === 0 || isCutOffPng(bytes)) {
      throw new ReadError('the image is damaged and cannot be read');
    }
    if (size.width * size.height > MAX_PIXELS) {
      throw new ReadError(
        `the image is too large to read (${size.width} × ${size.height} pixels; at most ${MAX_PIXELS / 1_000_000} megapixels)`,
      );
    }
    const png = await prepareForOcr(bytes);
    signal.throwIfAborted();
    const lines = await recognizeText(png);
    if (lines.length === 0) throw new ReadError('the image contains no text that could be read');
    return { text: lines.join('\n') };
  }
}

const PNG_END = Buffer.from('IEND');

/**
 * A PNG without its closing IEND chunk was cut off (a broken download): the decoder would paint
 * the missing rows blank and OCR would read half a resume as if it were whole.
 */
function isCutOffPng(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x89 || bytes[1] !== 0x50) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(PNG_END, 8) === -1;
}

/** The image on white (transparent scans would read as black), scaled for OCR, as PNG. */
async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new ReadError('the image is damaged and cannot be read', { cause: error });
  }
  const longest = Math.max(image.width, image.height);
  const scale =
    longest > MAX_OCR_SIDE
      ? MAX_OCR_SIDE / longest
      : longest < MIN_OCR_SIDE
        ? Math.min(MAX_UPSCALE, MIN_OCR_SIDE / longest)
        : 1;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** Width and height from the file's header, read before anything is decoded. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (offset: number, length: number) => offset + length <= bytes.length;
  // PNG: the IHDR chunk comes first.
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && at(16, 8)) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // JPEG: walk the segments to the first start-of-frame.
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (at(offset, 4)) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      const length = view.getUint16(offset + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame && at(offset + 5, 4)) {
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      if (length < 2) return undefined;
      offset += 2 + length;
    }
    return undefined;
  }
  // WebP: RIFF, then a lossy (VP8), lossless (VP8L) or extended (VP8X) chunk.
  if (at(12, 18) && String.fromCharCode(...bytes.subarray(8, 16)) === 'WEBPVP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (at(12, 13) && String.fromCharCode(...bytes.subarray(8, 16)) === 'WEBPVP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (at(12, 18) && String.fromCharCode(...bytes.subarray(8, 16)) === 'WEBPVP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  return undefined;
}
