// Scores chosen templates only (seen ones while changing reading code; held-out ones are scored, never shown).
//
//   node --import tsx test/corpus/score-templates.ts <template-id>[,<template-id>…] [--per-template N]

import { createUploadParser } from '../../src/reading/readers.ts';
import { readCorpus } from './eval-reading.ts';
import { DEFAULT_PER_TEMPLATE, DEFAULT_SEED, generateCorpus } from './generate.ts';
import { formatReport, scoreOutcomes } from './score.ts';
import { TEMPLATES } from './templates/index.ts';

const args = process.argv.slice(2);
const ids = (args[0] ?? '').split(',');
const at = args.indexOf('--per-template');
const perTemplate = at >= 0 ? Number(args[at + 1]) : DEFAULT_PER_TEMPLATE;
const templates = TEMPLATES.filter((template) => ids.includes(template.id));
if (templates.length !== ids.length) throw new Error(`unknown template in ${ids.join(', ')}`);
const documents = await generateCorpus({ templates, perTemplate, seed: DEFAULT_SEED });
const parser = createUploadParser({ poolSize: 2 });
try {
  console.log(formatReport(scoreOutcomes(await readCorpus(documents, parser))).split('\n\nper locale')[0]);
} finally {
  await parser.close();
}
