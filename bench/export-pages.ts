// Before/after pages: each one-page PDF of the hand-labelled sample set through the whole API, as a user goes.
//
//   node --import tsx bench/export-pages.ts <outDir> [evalDir]
//
// For each one-page PDF of ../shared/eval/resumes: POST the outline endpoint (optimize-local-resume, built-in
// generator), create a task from the outline, POST content, then GET the task's PDF export in every template.
// Prints a table of pages (source vs each template) and writes <outDir>/<file>-before-<n>.png (the source)
// and <outDir>/<file>-<template>-<n>.png (ours) with pdftoppm, and the optimized outline as <file>.outline.md,
// for people to look at side by side. The files
// are others' resumes: the PNGs stay in <outDir>, never in the repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Section } from '@resume/contract';
import { EXPORT_TEMPLATES } from '../packages/server/src/export/templates.ts';
import { startInProcessApp } from './in-process-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_EVAL_DIR = path.resolve(here, '../../shared/eval');
const API = '/api/v1/service/resume';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

function pagesOf(file: string): number {
  return Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
}

/** PNGs of every page at 60 dpi: enough to see the layout, small enough to look through. */
function toPngs(file: string, prefix: string): void {
  execFileSync('pdftoppm', ['-png', '-r', '60', file, prefix]);
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node --import tsx bench/export-pages.ts <outDir> [evalDir]');
    process.exit(2);
  }
  const resumesDir = path.join(path.resolve(process.argv[3] ?? DEFAULT_EVAL_DIR), 'resumes');
  mkdirSync(outDir, { recursive: true });

  const app = await startInProcessApp('export-pages');
  const { baseUrl } = app;
  const headers = { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' };
  const post = async <T>(route: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${API}${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${route}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  };

  const rows: string[] = [`file\tsource pages\t${EXPORT_TEMPLATES.join('\t')}`];
  try {
    for (const file of readdirSync(resumesDir)
      .filter((name) => name.endsWith('.pdf'))
      .sort()) {
      const source = path.join(resumesDir, file);
      if (pagesOf(source) !== 1) continue;
      const stem = file.replace(/\.pdf$/, '');
      toPngs(source, path.join(outDir, `${stem}-before`));
      const outline = await post<string>('/outline', {
        stream: false,
        mode: 'optimize-local-resume',
        uploadFileType: 'pdf',
        uploadContent: readFileSync(source).toString('base64'),
      });
      writeFileSync(path.join(outDir, `${stem}.outline.md`), outline);
      const task = await post<{ uid: string }>('/task', { outline });
      await post<Section[]>('/content', { stream: false, uid: task.uid });
      const pages: number[] = [];
      for (const template of EXPORT_TEMPLATES) {
        const response = await fetch(
          `${baseUrl}${API}/task/${task.uid}/export?format=pdf&template=${template}`,
          {
            headers,
          },
        );
        if (!response.ok) throw new Error(`${file} ${template}: HTTP ${response.status}`);
        const exported = path.join(outDir, `${stem}-${template}.pdf`);
        writeFileSync(exported, Buffer.from(await response.arrayBuffer()));
        pages.push(pagesOf(exported));
        toPngs(exported, path.join(outDir, `${stem}-${template}`));
      }
      rows.push(`${file}\t1\t${pages.join('\t')}`);
    }
  } finally {
    await app.close();
  }
  console.log(rows.join('\n'));
  console.log(`\nPNGs in ${outDir} (source: *-before-N.png; ours: *-<template>-N.png)`);
}

await main();
