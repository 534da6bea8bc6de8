// Markdown and HTML exports: every section's text, in the task's language, with hostile text kept as text.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  allTexts,
  createDoneTask,
  type DoneTask,
  EN_OUTLINE,
  exportUrl,
  HOSTILE,
  HOSTILE_OUTLINE,
  shownTexts,
  ZH_OUTLINE,
} from './export-fixtures.ts';

/** The text a browser shows: tags dropped, the five entities the page uses decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Markdown source as a reader sees it: backslash escapes removed. */
function unescapeMarkdown(markdown: string): string {
  return markdown.replace(/\\([\\`*_[\]<>|~.)#+-])/g, '$1');
}

describe('export as markdown and HTML', () => {
  let t: TestApp;
  let zh: DoneTask;
  let en: DoneTask;
  let hostile: DoneTask;
  before(async () => {
    t = await createTestApp();
    zh = await createDoneTask(t, ZH_OUTLINE);
    en = await createDoneTask(t, EN_OUTLINE);
    hostile = await createDoneTask(t, HOSTILE_OUTLINE);
  });
  after(() => t.close());

  const get = async (uid: string, format: string) => {
    const response = await t.app.inject({ method: 'GET', url: exportUrl(uid, format), headers: t.auth() });
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };

  test('markdown holds every section title, key, value, item and entry field', async () => {
    for (const task of [zh, en]) {
      const response = await get(task.uid, 'markdown');
      assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8');
      assert.match(
        String(response.headers['content-disposition']),
        /^attachment; filename="resume-tsk_[\w-]+\.md"/,
      );
      const markdown = unescapeMarkdown(response.body);
      for (const section of task.sections)
        assert.ok(markdown.includes(`## ${section.title}\n`), section.title);
      for (const text of allTexts(task.sections))
        assert.ok(markdown.includes(text), `markdown has "${text}"`);
    }
    const zhMarkdown = (await get(zh.uid, 'markdown')).body;
    assert.ok(zhMarkdown.startsWith('# 张晓明 — 数据分析师\n'));
    assert.ok(zhMarkdown.includes('- **姓名**：张晓明\n'), 'kv in the resume language');
    assert.ok(zhMarkdown.includes('### 上海云帆科技有限公司 — 高级数据分析师\n\n*2021.07 – 至今*\n'));
  });

  test('HTML is one printable page in the task language, holding every piece of text', async () => {
    for (const [task, lang] of [
      [zh, 'zh-CN'],
      [en, 'en'],
    ] as const) {
      const response = await get(task.uid, 'html');
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.match(
        String(response.headers['content-disposition']),
        /^attachment; filename="resume-tsk_[\w-]+\.html"/,
      );
      const html = response.body;
      assert.ok(html.startsWith(`<!doctype html>\n<html lang="${lang}">`));
      assert.match(html, /@media print/);
      assert.match(html, /break-inside: avoid/);
      assert.match(html, /@page \{ size: A4/);
      const text = visibleText(html);
      for (const piece of shownTexts(task.sections)) assert.ok(text.includes(piece), `HTML shows "${piece}"`);
    }
    assert.match((await get(zh.uid, 'html')).body, /<title>张晓明 — 数据分析师<\/title>/);
  });

  test('HTML loads nothing from outside and runs nothing', async () => {
    const response = await get(en.uid, 'html');
    const html = response.body;
    assert.doesNotMatch(html, /<script|<link|<img|<iframe|@import|url\(|\bsrc=|\bhref=/i);
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
  });

  test('hostile resume text is escaped: a <script> stays words in HTML and markdown', async () => {
    const html = (await get(hostile.uid, 'html')).body;
    assert.doesNotMatch(html, /<script|<img|onerror=alert\(1\)>/i, 'no markup from the resume survives');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';
    // Name (heading and title), a section heading, a list item, an entry's title, subtitle and bullet.
    assert.ok(html.split(escaped).length - 1 >= 7, 'every hostile string is shown escaped');
    assert.ok(visibleText(html).includes(`${HOSTILE} &amp; "quotes" 'single'`.replace('&amp;', '&')));

    const markdown = (await get(hostile.uid, 'markdown')).body;
    assert.doesNotMatch(markdown, /(^|[^\\])<(script|img)/m, 'no raw tag in the markdown');
    assert.ok(unescapeMarkdown(markdown).includes(HOSTILE));
  });
});

describe('download file names', () => {
  test('bidi overrides, zero-width and other invisible characters are taken out of the name', async () => {
    const t = await createTestApp();
    try {
      // "Eve<U+202E>fdp.exe" shows as "Eveexe.pdf" in a file manager that obeys the override.
      const outline =
        '# Analyst\u2066\u200b\n\n## Basic Information\n- Name: Eve\u202Efdp.exe\u200F\uFEFF\u2028\uE000 Li\n\n## Skills\n- Excel\n';
      const task = await createDoneTask(t, outline);
      for (const format of ['markdown', 'html', 'pdf', 'json-resume', 'docx']) {
        const response = await t.app.inject({
          method: 'GET',
          url: exportUrl(task.uid, format),
          headers: t.auth(),
        });
        assert.equal(response.statusCode, 200);
        const header = String(response.headers['content-disposition']);
        const name = decodeURIComponent(header.split("filename*=UTF-8''")[1]!);
        assert.doesNotMatch(name, /[\p{Cf}\p{Cc}\p{Zl}\p{Co}]/u, `${format}: ${JSON.stringify(name)}`);
        assert.match(name, /^Eve ?fdp\.exe ?Li-Analyst\.[a-z.]+$/, format);
      }
    } finally {
      await t.close();
    }
  });
});
