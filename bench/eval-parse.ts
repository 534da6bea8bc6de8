// Measures resume reading on the hand-labelled sample set: every file through the real parse endpoint, then score.mjs.
//
//   node --import tsx bench/eval-parse.ts <predDir> [evalDir]
//
// Builds the app in-process with the service's readers, listens on a loopback port, posts each PDF and
// DOCX of the sample set to POST /api/v1/service/resume/parse, turns the Sections it answers into the
// label shape of ../shared/eval/README.md, writes <predDir>/<file>.json, and runs score.mjs on them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Section } from '@resume/contract';
import { startInProcessApp } from './in-process-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_EVAL_DIR = path.resolve(here, '../../shared/eval');
const PARSE_PATH = '/api/v1/service/resume/parse';
const FORMATS = ['pdf', 'docx'];

/** One entry in the label shape. */
export interface LabelEntry {
  kind: 'experience' | 'education' | 'project';
  title: string;
  subTitle: string;
  startTime: string | null;
  endTime: string | null;
  bullets: number;
}

export interface Prediction {
  name: string;
  email: string;
  phone: string;
  locale: 'en' | 'zh';
  sectionHeadings: string[];
  entries: LabelEntry[];
}

/** Keys of the basic section, in both languages (CONTRACT 9: keys in the resume's language). */
const BASIC_KEYS = {
  name: ['Name', '姓名'],
  email: ['Email', '邮箱'],
  phone: ['Phone', '电话'],
} as const;
/** The title the service gives the basic section when the resume printed no heading for it. */
const GENERATED_BASIC_TITLES = new Set(['Basic Information', '基本信息']);

const ENTRY_KIND_OF_SECTION: Record<string, LabelEntry['kind']> = {
  work: 'experience',
  internship: 'experience',
  campus: 'experience',
  project: 'project',
  education: 'education',
};

/** The label shape of what the parse endpoint answered. */
export function toPrediction(sections: readonly Section[]): Prediction {
  const basic = sections[0]?.type === 'kv' ? sections[0] : undefined;
  const value = (keys: readonly string[]) =>
    basic?.type === 'kv' ? (basic.content.find((item) => keys.includes(item.key))?.value ?? '') : '';
  // Several phones or emails are joined with ", "; the label holds the first one printed.
  const first = (text: string) => text.split(', ')[0] ?? '';
  const zh = basic?.type === 'kv' && basic.content.some((item) => /\p{Script=Han}/u.test(item.key));
  const sectionHeadings = sections
    .filter((section, index) => index > 0 || !GENERATED_BASIC_TITLES.has(section.title))
    .map((section) => section.title);
  const entries: LabelEntry[] = [];
  for (const section of sections) {
    if (section.type !== 'listForm[]') continue;
    const kind = ENTRY_KIND_OF_SECTION[section.id.replace(/-\d+$/, '')] ?? 'experience';
    for (const entry of section.content) {
      entries.push({
        kind,
        title: entry.title,
        subTitle: entry.subTitle,
        startTime: entry.startTime === '' ? null : entry.startTime,
        endTime: entry.endTime === '' ? null : entry.endTime,
        bullets: entry.list.items.length,
      });
    }
  }
  return {
    name: value(BASIC_KEYS.name),
    email: first(value(BASIC_KEYS.email)),
    phone: first(value(BASIC_KEYS.phone)),
    locale: zh ? 'zh' : 'en',
    sectionHeadings,
    entries,
  };
}

async function main(): Promise<void> {
  const predDir = process.argv[2];
  if (!predDir) {
    console.error('usage: node --import tsx bench/eval-parse.ts <predDir> [evalDir]');
    process.exit(2);
  }
  const evalDir = path.resolve(process.argv[3] ?? DEFAULT_EVAL_DIR);
  const resumesDir = path.join(evalDir, 'resumes');
  mkdirSync(predDir, { recursive: true });

  const app = await startInProcessApp('eval');

  const files = readdirSync(resumesDir)
    .filter((file) => FORMATS.includes(path.extname(file).slice(1).toLowerCase()))
    .sort();
  try {
    for (const file of files) {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}${PARSE_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          stream: false,
          uploadFileType: path.extname(file).slice(1),
          uploadContent: readFileSync(path.join(resumesDir, file)).toString('base64'),
        }),
      });
      const body = (await response.json()) as { code: number; message: string; data: Section[] | null };
      const milliseconds = Math.round(performance.now() - started);
      const prediction =
        body.code === 0 && body.data ? toPrediction(body.data) : { error: `${body.code} ${body.message}` };
      writeFileSync(path.join(predDir, `${file}.json`), `${JSON.stringify(prediction, null, 2)}\n`);
      console.log(
        `${file}: ${body.code === 0 ? 'ok' : `error ${body.code} ${body.message}`} (${milliseconds} ms)`,
      );
    }
  } finally {
    await app.close();
  }

  const score = spawnSync(process.execPath, [path.join(evalDir, 'score.mjs'), predDir], { stdio: 'inherit' });
  process.exit(score.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
