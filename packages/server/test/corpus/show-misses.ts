// Prints, for one template that is NOT held out, each labelled entry next to what the reader made of it.
//
//   node --import tsx test/corpus/show-misses.ts <template-id> [documents]
//
// Refuses held-out templates: they are scored, never looked at while changing reading code.
import { createUploadParser } from '../../src/reading/readers.ts';
import { readCorpus } from './eval-reading.ts';
import { generateCorpus } from './generate.ts';
import { TEMPLATES } from './templates/index.ts';

const [id = '', count = '6'] = process.argv.slice(2);
const template = TEMPLATES.find((candidate) => candidate.id === id);
if (!template) throw new Error(`no template ${id}; one of ${TEMPLATES.map((t) => t.id).join(', ')}`);
if (template.heldOut) throw new Error(`${id} is held out: its misses are not to be looked at`);
const documents = await generateCorpus({ templates: [template], perTemplate: Number(count) });
const parser = createUploadParser({ poolSize: 2 });
try {
  for (const outcome of await readCorpus(documents, parser)) {
    process.stdout.write(`\n== ${outcome.file} (${outcome.format})\n`);
    const got = outcome.prediction?.entries ?? [];
    process.stdout.write(
      `   headings: ${JSON.stringify(outcome.label.sectionHeadings)} → ${JSON.stringify(outcome.prediction?.sectionHeadings)}\n`,
    );
    outcome.label.entries.forEach((entry, index) => {
      const read = got.find((candidate) => candidate.title === entry.title) ?? got[index];
      const mark = read && read.title === entry.title && read.bullets === entry.bullets ? ' ' : '✗';
      process.stdout.write(
        `${mark} [${entry.title}] [${entry.subTitle}${entry.major ? ` / ${entry.major}` : ''}] ${entry.startTime}-${entry.endTime} b${entry.bullets}\n` +
          `    → [${read?.title}] [${read?.subTitle}] ${read?.startTime}-${read?.endTime} b${read?.bullets}\n`,
      );
    });
  }
} finally {
  await parser.close();
}
