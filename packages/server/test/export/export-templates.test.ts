// Export templates (`?template=classic|compact|modern`) over a real socket: classic is today's output, compact and
// modern restyle HTML, PDF and DOCX without changing their text, a page stays a page, unknown names are refused.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { strFromU8, unzipSync } from 'fflate';
import { dateRangeText } from '../../src/export/finished-resume.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createDoneTask,
  type DoneTask,
  EN_OUTLINE,
  exportUrl,
  withoutSpace,
  ZH_OUTLINE,
} from './export-fixtures.ts';

const TEMPLATES = ['classic', 'compact', 'modern'] as const;
const UNKNOWN_TEMPLATE = {
  code: 40002,
  message: 'template must be one of: classic, compact, modern.',
  data: null,
};
const PDFJS_DIRECTORY = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A run of text on a PDF page as pdf.js reads it: its string, font size, left edge and page. */
interface PdfRun {
  text: string;
  size: number;
  x: number;
  page: number;
}

async function readPdf(bytes: Uint8Array): Promise<{ pages: number; runs: PdfRun[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: `${path.join(PDFJS_DIRECTORY, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const runs: PdfRun[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , c, d, x] = item.transform as number[];
      runs.push({ text: item.str, size: Math.round(Math.hypot(c!, d!) * 1000) / 1000, x: x!, page: number });
    }
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, runs };
}

/** The font sizes of the runs that are a piece of one of `texts` (the lines of bullets wrap into several runs). */
function sizesOf(runs: readonly PdfRun[], texts: readonly string[]): number[] {
  const wanted = texts.map(withoutSpace);
  return runs
    .filter((run) => withoutSpace(run.text).length >= 8)
    .filter((run) => wanted.some((text) => text.includes(withoutSpace(run.text))))
    .map((run) => run.size);
}

function bulletsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((section) =>
    section.type === 'list'
      ? section.content.items
      : section.type === 'listForm[]'
        ? section.content.flatMap((entry) => entry.list.items)
        : [],
  );
}

function datesOf(sections: readonly Section[]): string[] {
  return sections
    .flatMap((section) => (section.type === 'listForm[]' ? section.content : []))
    .map((entry) => dateRangeText(entry.startTime, entry.endTime))
    .filter((dates) => dates !== '');
}

function styleOf(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  assert.ok(style, 'the page has its inline stylesheet');
  return style;
}

/** A CSS declaration's value in the first rule for `selector`. */
function cssValue(style: string, selector: string, property: string): string | undefined {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(
    style,
  )?.[1];
  return rule?.match(new RegExp(`(?:^|[;{\\s])${property}: ([^;]+);`))?.[1];
}

/** The Heading 2 style of word/styles.xml. */
function heading2Style(docx: Uint8Array): string {
  const styles = strFromU8(unzipSync(docx)['word/styles.xml']!);
  const style = /<w:style [^>]*w:styleId="Heading2"[^>]*>[\s\S]*?<\/w:style>/.exec(styles)?.[0];
  assert.ok(style, 'styles.xml defines Heading 2');
  return style;
}

describe('export templates', () => {
  let t: TestApp;
  let baseUrl: string;
  let en: DoneTask;
  let zh: DoneTask;
  before(async () => {
    // Some two hundred requests, the fit-to-page series most of them: the rate limit is not under test here.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    en = await createDoneTask(t, EN_OUTLINE);
    zh = await createDoneTask(t, ZH_OUTLINE);
    baseUrl = await t.listen();
  });
  after(() => t.close());

  const get = (uid: string, format: string, template?: string): Promise<Response> =>
    fetch(
      `${baseUrl}${exportUrl(uid, format)}${template === undefined ? '' : `&template=${encodeURIComponent(template)}`}`,
      { headers: t.auth() },
    );

  async function download(uid: string, format: string, template?: string): Promise<Buffer> {
    const response = await get(uid, format, template);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(response.status, 200, `${format} ${template}: ${bytes.subarray(0, 200).toString()}`);
    return bytes;
  }

  test('html and pdf answer 200 in every template, with their media type', async () => {
    for (const template of TEMPLATES) {
      const html = await get(en.uid, 'html', template);
      assert.equal(html.status, 200, template);
      assert.equal(html.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.match(await html.text(), /^<!doctype html>\n<html lang="en">/);
      const pdf = await get(zh.uid, 'pdf', template);
      assert.equal(pdf.status, 200, template);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      assert.equal(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
        '%PDF-',
      );
    }
  });

  test('template=classic is the default: the same HTML bytes, the same PDF pages, text and type sizes', async () => {
    for (const task of [en, zh]) {
      const html = await download(task.uid, 'html');
      assert.ok(html.equals(await download(task.uid, 'html', 'classic')), 'HTML byte for byte');
      const pdf = await readPdf(await download(task.uid, 'pdf'));
      const classic = await readPdf(await download(task.uid, 'pdf', 'classic'));
      assert.equal(classic.pages, pdf.pages);
      assert.deepEqual(classic.runs, pdf.runs, 'every run of text, its size and position');
      const docx = unzipSync(await download(task.uid, 'docx'));
      const classicDocx = unzipSync(await download(task.uid, 'docx', 'classic'));
      for (const part of ['word/document.xml', 'word/styles.xml', 'word/numbering.xml']) {
        assert.ok(docx[part], part);
        assert.deepEqual(classicDocx[part], docx[part], part);
      }
    }
  });

  test('compact and modern restyle the HTML page through its stylesheet alone', async () => {
    const pages = Object.fromEntries(
      await Promise.all(
        TEMPLATES.map(async (template) => [template, (await download(en.uid, 'html', template)).toString()]),
      ),
    ) as Record<(typeof TEMPLATES)[number], string>;
    const styles = TEMPLATES.map((template) => styleOf(pages[template]));
    assert.equal(new Set(styles).size, 3, 'three different stylesheets');
    const withoutStyle = TEMPLATES.map((template) =>
      pages[template].replace(/<style>[\s\S]*?<\/style>/, '<style></style>'),
    );
    assert.equal(new Set(withoutStyle).size, 1, 'the same document: text, markup and order');
    for (const style of styles) assert.doesNotMatch(style, /url\(|@import/, 'a template loads nothing');

    const [classic, compact, modern] = styles as [string, string, string];
    const bodySize = (style: string) => Number.parseFloat(cssValue(style, 'body', 'font') ?? 'NaN');
    assert.equal(bodySize(classic), 10.5);
    assert.ok(bodySize(compact) < bodySize(classic), `compact body ${bodySize(compact)}pt`);
    assert.ok(bodySize(compact) >= 9);
    assert.match(compact, /font-variant-caps: small-caps/, 'compact headings in small capitals');
    assert.match(compact, /h2::after \{ content: ""; flex: 1; border-top: 1px solid var\(--rule\); \}/);
    const nameSize = (style: string) => Number.parseFloat(cssValue(style, 'h1', 'font-size') ?? 'NaN');
    assert.ok(nameSize(modern) > nameSize(classic), `modern name ${nameSize(modern)}pt`);
    assert.match(
      modern,
      /h2 \{[^}]*border-left: \d+px solid var\(--accent\)/,
      'modern headings beside a bar',
    );
    assert.match(modern, /\.entry-head \.dates \{ position: absolute; top: 0; right: 0; width: [\d.]+rem;/);
    assert.doesNotMatch(modern, /<table|display: table/, 'no table layout');
  });

  test('PDF: compact sets body text smaller (9 pt or more), modern a larger name and the dates in one column', async () => {
    const bullets = bulletsOf(en.sections);
    const sizes = async (template: string) => {
      const { runs } = await readPdf(await download(en.uid, 'pdf', template));
      return { runs, body: new Set(sizesOf(runs, bullets)) };
    };
    const classic = await sizes('classic');
    const compact = await sizes('compact');
    const modern = await sizes('modern');
    assert.deepEqual([...classic.body], [10], 'classic bullets at 10 pt');
    assert.deepEqual([...compact.body], [9.5], 'compact bullets at 9.5 pt');
    assert.deepEqual([...modern.body], [10]);

    const nameSize = (runs: PdfRun[]) => runs.find((run) => run.text === 'Ada Lovelace')?.size ?? Number.NaN;
    assert.ok(nameSize(modern.runs) > nameSize(classic.runs), `modern name ${nameSize(modern.runs)} pt`);

    // Dates of different widths: flush right, they start at different places; in modern's column, at one.
    const dates = datesOf(en.sections);
    assert.ok(new Set(dates.map((text) => text.length)).size > 1, `dates of several widths: ${dates}`);
    const datesStart = (runs: PdfRun[]) =>
      new Set(runs.filter((run) => dates.includes(run.text)).map((run) => run.x.toFixed(1)));
    assert.ok(datesStart(classic.runs).size > 1);
    assert.equal(datesStart(modern.runs).size, 1, 'modern: the dates read down one column');
    assert.equal(
      [...modern.runs].filter((run) => dates.includes(run.text)).length,
      dates.length,
      'every entry shows its dates',
    );
  });

  test('a one-page resume stays one page in every template', async () => {
    for (const task of [en, zh]) {
      for (const template of TEMPLATES) {
        const { pages, runs } = await readPdf(await download(task.uid, 'pdf', template));
        assert.equal(pages, 1, `${task === en ? 'en' : 'zh'} ${template}: ${pages} pages`);
        const shown = withoutSpace(runs.map((run) => run.text).join(''));
        for (const bullet of bulletsOf(task.sections))
          assert.ok(shown.includes(withoutSpace(bullet)), `${template} shows "${bullet}"`);
      }
    }
  });

  /** The English example resume with `lines` more certificate lines, done and exported as a PDF in `template`. */
  async function longerBy(lines: number, template: string) {
    const extra = Array.from(
      { length: lines },
      (_, index) => `- Certified payments auditor, level ${index + 1} (${2000 + index})`,
    );
    const task = await createDoneTask(
      t,
      EN_OUTLINE.replace('## Publications', `${extra.join('\n')}\n\n## Publications`),
    );
    return { task, ...(await readPdf(await download(task.uid, 'pdf', template))) };
  }

  test('classic: a second page is never near-empty; past the type floor, tighter spacing saves it', async () => {
    // One more line at a time until three layouts in a row take two pages; each two-page layout's second page
    // holds 30% of the first page's lines or more, never a few stray lines.
    const seen: { lines: number; pages: number; share: number }[] = [];
    for (let lines = 0; seen.filter((layout) => layout.pages > 1).length < 3 && lines <= 90; lines += 1) {
      const { pages, runs } = await longerBy(lines, 'classic');
      const onFirst = runs.filter((run) => run.page === 1).length;
      const onLast = runs.filter((run) => run.page === pages).length;
      seen.push({ lines, pages, share: Math.round((100 * onLast) / onFirst) / 100 });
    }
    const shown = JSON.stringify(seen);
    assert.ok(
      seen.some((layout) => layout.pages > 1),
      shown,
    );
    for (const layout of seen.filter((candidate) => candidate.pages > 1))
      assert.ok(layout.share >= 0.3, `a second page with ${layout.share} of the first's lines: ${shown}`);
  });

  test('compact fits to page too, and never sets body text under 9 pt to do it', async () => {
    // One more line at a time: past the page, compact is set at 95% (body 9.025 pt) while that saves the page,
    // and where only 90% (8.55 pt) would, it keeps 9.5 pt on two pages.
    const seen: { lines: number; pages: number; size: number }[] = [];
    for (let lines = 0; seen.filter((layout) => layout.pages > 1).length < 4 && lines <= 60; lines += 1) {
      const { task, pages, runs } = await longerBy(lines, 'compact');
      const sizes = sizesOf(runs, bulletsOf(task.sections));
      assert.ok(sizes.length > lines, `${lines}: the bullets found (${sizes.length})`);
      const size = Math.min(...sizes);
      seen.push({ lines, pages, size });
      assert.ok(size >= 9, `${lines} more lines: body text at ${size} pt`);
    }
    const shown = JSON.stringify(seen);
    assert.equal(seen[0]?.pages, 1, shown);
    assert.equal(seen[0]?.size, 9.5, shown);
    const fitted = seen.filter((layout) => layout.pages === 1 && layout.size < 9.5);
    assert.ok(fitted.length > 0, `some longer resume was fitted to one page: ${shown}`);
    assert.ok(
      seen.every((layout) => layout.pages === 1 || layout.size === 9.5),
      `past what 95% saves, compact keeps its size on two pages: ${shown}`,
    );
  });

  test('an unknown template: 400 with 40002 naming the three, whatever the format', async () => {
    for (const [format, template] of [
      ['pdf', 'fancy'],
      ['html', 'Compact'],
      ['docx', ''],
      ['html', 'classic '],
      ['json-resume', 'modern2'],
      ['markdown', 'fancy'],
    ] as const) {
      const response = await get(en.uid, format, template);
      assert.equal(response.status, 400, `${format} "${template}"`);
      assert.deepEqual(await response.json(), UNKNOWN_TEMPLATE);
    }
    // A wrong format with a good template is still about the format.
    const wrongFormat = await get(en.uid, 'odt', 'modern');
    assert.equal(wrongFormat.status, 400);
    assert.equal(
      (await wrongFormat.json()).message,
      'format must be one of: json-resume, markdown, html, pdf, docx.',
    );
  });

  test('json-resume and markdown ignore the template', async () => {
    for (const format of ['json-resume', 'markdown']) {
      const plain = await download(zh.uid, format);
      for (const template of TEMPLATES) {
        assert.ok(plain.equals(await download(zh.uid, format, template)), `${format} ${template}`);
      }
    }
  });

  test('DOCX takes the template: heading size and colour, small capitals for compact, an accent bar for modern', async () => {
    const [classic, compact, modern] = await Promise.all(
      TEMPLATES.map(async (template) => heading2Style(await download(en.uid, 'docx', template))),
    );
    assert.match(classic!, /<w:color w:val="0B5CAD"\/><w:sz w:val="24"\/>/);
    assert.match(classic!, /<w:bottom w:val="single" w:color="D0D7DE" w:sz="5" w:space="1"\/>/);
    assert.doesNotMatch(classic!, /smallCaps/);
    assert.match(compact!, /<w:smallCaps\/>/);
    assert.match(compact!, /<w:sz w:val="21"\/>/, 'compact headings at 10.5 pt');
    assert.match(modern!, /<w:left w:val="single" w:color="0F766E" w:sz="24"/, 'modern: a bar on the left');
    assert.match(modern!, /<w:color w:val="1F2328"\/>/);
    assert.doesNotMatch(modern!, /<w:bottom /);
    const text = async (template: string) =>
      strFromU8(unzipSync(await download(en.uid, 'docx', template))['word/document.xml']!).replace(
        /<[^>]+>/g,
        '',
      );
    assert.equal(await text('compact'), await text('classic'), 'the same words in every template');
    assert.equal(await text('modern'), await text('classic'));
  });

  test('/openapi.json: template is optional, one of three, classic by default, each with an example', async () => {
    const spec = await (await fetch(`${baseUrl}/openapi.json`)).json();
    const operation = spec.paths['/api/v1/service/resume/task/{uid}/export'].get;
    const parameter = operation.parameters.find(
      (candidate: { name: string }) => candidate.name === 'template',
    );
    assert.ok(parameter, 'the template parameter is documented');
    assert.equal(parameter.in, 'query');
    assert.equal(parameter.required, false);
    assert.equal(parameter.schema.default, 'classic');
    const values = parameter.schema.anyOf.map((variant: { const?: string; enum?: string[] }) =>
      String(variant.const ?? variant.enum?.[0]),
    );
    assert.deepEqual(values, [...TEMPLATES]);
    const examples = Object.values(parameter.examples) as { value: string }[];
    assert.deepEqual(
      examples.map((example) => example.value),
      [...TEMPLATES],
    );
    for (const { value } of examples) assert.equal((await get(en.uid, 'pdf', value)).status, 200, value);

    const refused = await (await get(en.uid, 'html', 'fancy')).json();
    const shown = Object.values(operation.responses['400'].content['application/json'].examples).map(
      (example) => (example as { value: unknown }).value,
    );
    assert.ok(
      shown.some((example) => JSON.stringify(example) === JSON.stringify(refused)),
      'the refusal is documented as the server answers it',
    );
  });
});
