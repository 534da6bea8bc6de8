// Offline OCR (tesseract.js, English + Simplified Chinese) shared by the image and PDF readers.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { characterSet, trimWhere } from '../../lib/text-scan.ts';

const isSpaceOrTab = characterSet(' \t');

const require = createRequire(import.meta.url);
const LANGUAGES = ['eng', 'chi_sim'] as const;

let engine: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * The text of an encoded image (PNG or JPEG), one printed line per line, with the spaces OCR puts
 * between Chinese characters removed. The engine loads once per thread (loading chi_sim takes a
 * second) and reads one image at a time.
 */
export async function recognizeText(image: Uint8Array): Promise<string[]> {
  const run = queue.then(async () => {
    const worker = await loadEngine();
    const thread = (worker as Worker & { worker?: { ref?(): void; unref?(): void } }).worker;
    // Held only while reading, so an idle engine never keeps its process alive.
    thread?.ref?.();
    try {
      const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      return tidyOcrText(data.text);
    } finally {
      thread?.unref?.();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the engine of this thread, if one was started. */
export async function stopOcrEngine(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (running) await (await running.catch(() => undefined))?.terminate();
}

function loadEngine(): Promise<Worker> {
  engine ??= (async () => {
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: languageDirectory(),
      gzip: true,
      // Nothing is written next to the process, and nothing is ever fetched: the data ships in node_modules.
      cacheMethod: 'none',
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      // Images rarely say their resolution; stating it stops tesseract from guessing (and printing so).
      user_defined_dpi: '300',
    });
    return worker;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * tesseract.js reads every language from one directory, while each language ships in its own
 * package; a directory of links to the installed files joins them. The LSTM-only "best_int"
 * models are the small, fast ones.
 */
function languageDirectory(): string {
  const sources = LANGUAGES.map((language) =>
    path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
      '4.0.0_best_int',
      `${language}.traineddata.gz`,
    ),
  );
  // Named after the sources, so a moved installation never meets links to the old one.
  const name = createHash('sha256').update(sources.join('\n')).digest('hex').slice(0, 16);
  const shared = path.join(os.tmpdir(), `resume-service-ocr-${name}`);
  mkdirSync(shared, { recursive: true });
  if (linkLanguages(shared, sources)) return shared;
  // Someone else's files sit in the shared directory: use a private one instead.
  const own = mkdtempSync(path.join(os.tmpdir(), 'resume-service-ocr-'));
  if (!linkLanguages(own, sources)) throw new Error('the OCR language data could not be linked');
  return own;
}

/** Links each language file into `directory`; true when every link there leads to the installed file. */
function linkLanguages(directory: string, sources: readonly string[]): boolean {
  return LANGUAGES.every((language, index) => {
    const source = sources[index]!;
    const link = path.join(directory, `${language}.traineddata.gz`);
    try {
      symlinkSync(source, link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      return realpathSync(link) === realpathSync(source);
    } catch {
      return false;
    }
  });
}

const HAN = '\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF';
/** Blanks OCR leaves between Chinese characters, and between them and digits ("2021 年 9 月"). */
const CJK_BLANKS = new RegExp(
  `(?<=[${HAN}])[ \\t]+(?=[${HAN}0-9])|(?<=[${HAN}0-9])[ \\t]+(?=[${HAN}])`,
  'gu',
);

/** OCR text tidied: CJK blanks removed, wide gaps turned into column tabs, blank lines dropped. */
export function tidyOcrText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => trimWhere(line.replace(CJK_BLANKS, '').replace(/ {3,}/g, '\t'), isSpaceOrTab))
    .filter((line) => line !== '');
}
