// Writers' look: node --import tsx scripts/write-resume.ts "<title>" [intern|campus|social] [zh-CN|en-US] — the outline
// and the content the built-in generator writes for a title, and the occupation (and specialty) it matched.
import type { JobType, Locale } from '@resume/contract';
import { renderMarkdown } from '../src/export/markdown.ts';
import { matchJob } from '../src/knowledge/match-job.ts';
import { templateWriting } from '../test/helpers/builtin-writing.ts';

const [job, type = 'social', locale = /\p{Script=Han}/u.test(job ?? '') ? 'zh-CN' : 'en-US'] =
  process.argv.slice(2);
if (!job) throw new Error('usage: write-resume.ts "<title>" [intern|campus|social] [zh-CN|en-US]');
const match = matchJob(job);
const { outline, sections } = await templateWriting(job, type as JobType, locale as Locale);
console.log(
  `<!-- matched: ${match?.family.id ?? 'none (field profile)'}${match?.family.specialty ? ` / specialty ${match.family.specialty}` : ''} -->\n\n${outline}\n\n---\n\n${renderMarkdown({ sections, locale: locale as Locale, job, updatedAt: new Date() })}`,
);
