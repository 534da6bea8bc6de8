// Generates the labelled corpus: for each template, `perTemplate` random resumes printed by the template,
// spread over its formats, each with its label.
//
//   node --import tsx test/corpus/generate.ts <outDir> [--seed N] [--per-template N]
//
// writes <outDir>/<file> and <outDir>/<file>.label.json (the label shape of the hand-labelled eval set).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Layout } from './layout.ts';
import { type CorpusLocale, type Label, randomResume, toLabel } from './model.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { renderText } from './render-text.ts';
import { createRng, hashSeed } from './rng.ts';
import { type Format, TEMPLATES, type Template } from './templates/index.ts';

export interface CorpusDocument {
  file: string;
  template: string;
  heldOut: boolean;
  locale: CorpusLocale;
  format: Format;
  bytes: Uint8Array;
  label: Label;
}

export interface GenerateOptions {
  seed?: number;
  perTemplate?: number;
  templates?: readonly Template[];
}

export const DEFAULT_SEED = 20_260_101;
export const DEFAULT_PER_TEMPLATE = 20;

export function renderLayout(layout: Layout, format: Format): Promise<Uint8Array> | Uint8Array {
  switch (format) {
    case 'pdf':
      return renderPdf(layout);
    case 'docx':
      return renderDocx(layout);
    case 'txt':
      return renderText(layout);
  }
}

/**
 * Document `index` of a template depends only on (seed, template id, index): a smaller `perTemplate`
 * gives a prefix of the larger corpus, so the test's slice is part of the full eval.
 */
export async function generateCorpus(options: GenerateOptions = {}): Promise<CorpusDocument[]> {
  const seed = options.seed ?? DEFAULT_SEED;
  const perTemplate = options.perTemplate ?? DEFAULT_PER_TEMPLATE;
  const documents: CorpusDocument[] = [];
  for (const template of options.templates ?? TEMPLATES) {
    for (let index = 0; index < perTemplate; index++) {
      const rng = createRng(hashSeed(seed, template.id, index));
      const format = template.formats[index % template.formats.length] as Format;
      const locale: CorpusLocale = template.locale === 'both' ? (index % 2 ? 'en' : 'zh') : template.locale;
      const printed = template.render(randomResume(rng, locale, template.resumeOptions), rng);
      documents.push({
        file: `${template.id}-${String(index).padStart(3, '0')}.${format}`,
        template: template.id,
        heldOut: template.heldOut === true,
        locale,
        format,
        bytes: await renderLayout(printed.layout, format),
        label: toLabel(printed.resume),
      });
    }
  }
  return documents;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!outDir) {
    console.error('usage: node --import tsx test/corpus/generate.ts <outDir> [--seed N] [--per-template N]');
    process.exit(2);
  }
  const number = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? Number(args[at + 1]) : undefined;
  };
  mkdirSync(outDir, { recursive: true });
  const documents = await generateCorpus({ seed: number('--seed'), perTemplate: number('--per-template') });
  for (const document of documents) {
    writeFileSync(path.join(outDir, document.file), document.bytes);
    writeFileSync(
      path.join(outDir, `${document.file}.label.json`),
      `${JSON.stringify(document.label, null, 2)}\n`,
    );
  }
  console.log(`${documents.length} documents written to ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
