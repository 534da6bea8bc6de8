// DOCX export of a Chinese and an English task over a real socket: Word structure in the XML, read back by the service's reader.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { ListFormItem, Section } from '@resume/contract';
import { unzipSync } from 'fflate';
import { createLogging } from '../../src/observability/logging.ts';
import { DocxResumeReader } from '../../src/reading/formats/docx-reader.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { LIMITS } from '../reading/fixtures.ts';
import {
  createDoneTask,
  type DoneTask,
  EN_OUTLINE,
  exportUrl,
  HOSTILE,
  HOSTILE_OUTLINE,
  ZH_OUTLINE,
} from './export-fixtures.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** One `w:p` of word/document.xml: its style, whether it is in a list, its text as Word shows it, its XML. */
interface WordParagraph {
  style: string | undefined;
  numId: string | undefined;
  text: string;
  xml: string;
}

function paragraphsOf(documentXml: string): WordParagraph[] {
  return [...documentXml.matchAll(/<w:p(?:\s[^>]*)?>([\s\S]*?)<\/w:p>/g)].map(([xml, inner]) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(inner!)?.[1],
    numId: /<w:numPr>[\s\S]*?<w:numId w:val="(\d+)"\/>/.exec(inner!)?.[1],
    text: [...inner!.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)]
      .map(([, text, empty]) =>
        empty === 'tab'
          ? '\t'
          : empty === 'br'
            ? '\n'
            : text!.replace(/&\w+;/g, (entity) => XML_ENTITIES[entity]!),
      )
      .join(''),
    xml,
  }));
}

/** The exported file, unzipped: its parts as text, and the paragraphs of its body. */
interface Exported {
  bytes: Uint8Array;
  parts: Map<string, string>;
  paragraphs: WordParagraph[];
}

function part(exported: Exported, name: string): string {
  const text = exported.parts.get(name);
  assert.ok(text !== undefined, `the file has ${name}`);
  return text;
}

const isBasics = (section: Section) => /basic|基本信息/i.test(`${section.id} ${section.title}`);

function datesOf(entry: ListFormItem): string {
  return [entry.startTime.trim(), entry.endTime.trim()].filter((text) => text !== '').join(' – ');
}

/** Every bullet of the body in order: list sections' items and entries' bullets. */
function bulletsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((section) => {
    if (section.type === 'list') return section.content.items;
    if (section.type === 'listForm[]') return section.content.flatMap((entry) => entry.list.items);
    return [];
  });
}

describe('export as DOCX', () => {
  let t: TestApp;
  let baseUrl: string;
  const tasks: Record<'zh' | 'en' | 'hostile', DoneTask> = {} as never;
  const files: Partial<Record<'zh' | 'en' | 'hostile', Exported>> = {};
  before(async () => {
    t = await createTestApp();
    tasks.zh = await createDoneTask(t, ZH_OUTLINE);
    tasks.en = await createDoneTask(t, EN_OUTLINE);
    tasks.hostile = await createDoneTask(t, HOSTILE_OUTLINE);
    baseUrl = await t.listen();
  });
  after(() => t.close());

  /** The file as a client downloads it, fetched once per task. */
  async function download(language: 'zh' | 'en' | 'hostile'): Promise<Exported> {
    const cached = files[language];
    if (cached) return cached;
    const response = await fetch(`${baseUrl}${exportUrl(tasks[language].uid, 'docx')}`, {
      headers: t.auth(),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), DOCX_TYPE);
    const disposition = String(response.headers.get('content-disposition'));
    assert.match(
      disposition,
      /^attachment; filename="resume-tsk_[\w-]+\.docx"; filename\*=UTF-8''[^;]+\.docx$/,
    );
    assert.equal(response.headers.get('cache-control'), 'private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.equal(Buffer.from(bytes.subarray(0, 4)).toString('latin1'), 'PK\u0003\u0004', 'a zip file');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const parts = new Map(
      Object.entries(unzipSync(bytes)).map(([name, data]) => [name, decoder.decode(data)]),
    );
    const exported = { bytes, parts, paragraphs: [] as WordParagraph[] };
    exported.paragraphs = paragraphsOf(part(exported, 'word/document.xml'));
    files[language] = exported;
    return exported;
  }

  for (const language of ['zh', 'en'] as const) {
    const name = language === 'zh' ? '张晓明' : 'Ada Lovelace';
    const title = language === 'zh' ? '张晓明 — 数据分析师' : 'Ada Lovelace — Backend Engineer';

    test(`${language}: a Word file named .docx, titled, the name once as Heading 1, no table`, async () => {
      const exported = await download(language);
      const xml = part(exported, 'word/document.xml');
      const headings1 = exported.paragraphs.filter((paragraph) => paragraph.style === 'Heading1');
      assert.deepEqual(
        headings1.map((paragraph) => paragraph.text),
        [name],
      );
      const body = exported.paragraphs.map((paragraph) => paragraph.text).join('\n');
      assert.equal(body.split(name).length - 1, 1, 'the name is printed once');
      assert.doesNotMatch(xml, /<w:tbl\b/, 'no table: the basic information is the header');
      const basics = tasks[language].sections.find(isBasics);
      assert.ok(basics, 'the fixture has basic information');
      assert.ok(!body.includes(basics.title), 'no basic-information heading');

      const core = part(exported, 'docProps/core.xml');
      assert.match(core, new RegExp(`<dc:title>${title}</dc:title>`));
      assert.ok(
        !/<dc:creator>[^<]*<\/dc:creator>/.exec(core)?.[0].includes(name),
        'the author is not the person',
      );
    });

    test(`${language}: sections as Heading 2 in order, kv items as "Key: value", entry heads with right-aligned dates`, async () => {
      const exported = await download(language);
      const sections = tasks[language].sections.filter((section) => !isBasics(section));
      assert.deepEqual(
        exported.paragraphs.filter((paragraph) => paragraph.style === 'Heading2').map(({ text }) => text),
        sections.map((section) => section.title),
      );
      const texts = exported.paragraphs.map((paragraph) => paragraph.text);
      const separator = language === 'zh' ? '：' : ': ';
      for (const section of sections) {
        if (section.type !== 'kv') continue;
        for (const { key, value } of section.content) {
          assert.ok(texts.includes(`${key}${separator}${value}`), `a line "${key}${separator}${value}"`);
        }
      }

      // The tab stop on the right margin: the page's width less its margins, A4 with the PDF's margins.
      const xml = part(exported, 'word/document.xml');
      assert.match(xml, /<w:pgSz w:w="11906" w:h="16838"/, 'A4');
      const margins = /<w:pgMar [^>]*w:right="(\d+)"[^>]*w:left="(\d+)"/.exec(xml);
      assert.ok(margins, 'page margins');
      assert.equal(margins[1], '840');
      const textWidth = 11906 - Number(margins[1]) - Number(margins[2]);
      for (const section of sections) {
        if (section.type !== 'listForm[]') continue;
        for (const entry of section.content) {
          const dates = datesOf(entry);
          const expected = `${entry.title} — ${entry.subTitle}${dates === '' ? '' : `\t${dates}`}`;
          const head = exported.paragraphs.find((paragraph) => paragraph.text === expected);
          assert.ok(head, `an entry head "${expected}"`);
          assert.equal(head.numId, undefined, 'the head is not a bullet');
          assert.match(
            head.xml,
            new RegExp(`^<w:p>.*<w:tab w:val="right" w:pos="${textWidth}"/>.*<w:r><w:rPr><w:b/>`),
            'a right tab stop at the text width; the organisation in bold',
          );
        }
      }
    });

    test(`${language}: every bullet in a Word bulleted list, none typed`, async () => {
      const exported = await download(language);
      const listed = exported.paragraphs.filter((paragraph) => paragraph.numId !== undefined);
      const bullets = bulletsOf(tasks[language].sections);
      assert.ok(bullets.length >= 5);
      assert.deepEqual(
        listed.map((paragraph) => paragraph.text),
        bullets,
      );
      const numbering = part(exported, 'word/numbering.xml');
      for (const numId of new Set(listed.map((paragraph) => paragraph.numId))) {
        const abstract = new RegExp(`<w:num w:numId="${numId}"[^>]*><w:abstractNumId w:val="(\\d+)"/>`).exec(
          numbering,
        )?.[1];
        assert.ok(abstract, `numbering ${numId} is defined`);
        const definition = new RegExp(
          `<w:abstractNum w:abstractNumId="${abstract}"[\\s\\S]*?</w:abstractNum>`,
        ).exec(numbering)?.[0];
        assert.match(
          String(definition),
          /<w:lvl w:ilvl="0"[^>]*>(?:(?!<\/w:lvl>)[\s\S])*<w:numFmt w:val="bullet"\/>/,
        );
      }
      for (const paragraph of exported.paragraphs) {
        assert.doesNotMatch(paragraph.text, /^\s*[•●·▪‣◦*-]\s/, `no typed bullet: "${paragraph.text}"`);
      }
    });

    test(`${language}: Calibri and Microsoft YaHei named as the default fonts, the language marked`, async () => {
      const styles = part(await download(language), 'word/styles.xml');
      const defaults = /<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(styles)?.[1] ?? '';
      const fonts = /<w:rFonts [^>]*\/>/.exec(defaults)?.[0] ?? '';
      assert.match(fonts, /w:ascii="Calibri"/);
      assert.match(fonts, /w:hAnsi="Calibri"/);
      assert.match(fonts, /w:eastAsia="(Microsoft YaHei|SimSun)"/);
      const lang = /<w:lang [^>]*\/>/.exec(defaults)?.[0] ?? '';
      if (language === 'zh') assert.match(lang, /w:eastAsia="zh-CN"/);
      assert.match(lang, /w:val="en-US"/);
    });

    test(`${language}: the service's DOCX reader reads back every bullet and every organisation`, async () => {
      const { bytes } = await download(language);
      const { text } = await new DocxResumeReader().read(bytes, 'docx', LIMITS, new AbortController().signal);
      for (const bullet of bulletsOf(tasks[language].sections)) {
        assert.ok(text.includes(bullet), `the reader finds "${bullet}"`);
      }
      for (const section of tasks[language].sections) {
        if (section.type !== 'listForm[]') continue;
        for (const entry of section.content) {
          assert.ok(text.includes(entry.title), `the reader finds "${entry.title}"`);
        }
      }
    });
  }

  test('hostile text stays text: escaped in the XML, read back as written', async () => {
    const exported = await download('hostile');
    assert.doesNotMatch(part(exported, 'word/document.xml'), /<script|<img/);
    const { text } = await new DocxResumeReader().read(
      exported.bytes,
      'docx',
      LIMITS,
      new AbortController().signal,
    );
    assert.ok(text.includes(`did ${HOSTILE}`), 'a bullet');
    assert.ok(text.includes(`Mallory ${HOSTILE}`), 'the name');
  });
});

describe('DOCX export of text XML cannot hold', () => {
  test('control characters and noncharacters in stored text are left out; the file still reads', async () => {
    const t = await createTestApp();
    try {
      // Task creation keeps them: the sections hold them as written.
      const outline =
        '# Analyst\n\n## Basic Information\n- Name: Eve Li\n\n## Skills\n- Excel\u0001 and\uFFFE SQL\u0085\n- Line\u000Bbreak\n';
      const task = await createDoneTask(t, outline);
      assert.ok(JSON.stringify(task.sections).includes('\\u0001'), 'the stored text holds U+0001');
      const response = await t.app.inject({ url: exportUrl(task.uid, 'docx'), headers: t.auth() });
      assert.equal(response.statusCode, 200);
      const documentXml = new TextDecoder().decode(unzipSync(response.rawPayload)['word/document.xml']);
      assert.doesNotMatch(documentXml, /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/u);
      const { text } = await new DocxResumeReader().read(
        response.rawPayload,
        'docx',
        LIMITS,
        new AbortController().signal,
      );
      assert.match(text, /Excel and SQL/);
      assert.match(text, /Linebreak/);
    } finally {
      await t.close();
    }
  });
});

describe('DOCX export and the log', () => {
  test('the export logs nothing of the resume', async () => {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: createLogging('trace', sink).logger });
    try {
      const task = await createDoneTask(t, EN_OUTLINE);
      const before = chunks.length;
      const response = await t.app.inject({ url: exportUrl(task.uid, 'docx'), headers: t.auth() });
      assert.equal(response.statusCode, 200);
      const logged = chunks.slice(before).join('');
      assert.match(logged, /request completed/, 'the request was logged');
      for (const piece of ['Ada Lovelace', 'Analytical Engines', 'settlement service']) {
        assert.ok(!logged.includes(piece), `the log holds "${piece}"`);
      }
    } finally {
      await t.close();
    }
  });
});
