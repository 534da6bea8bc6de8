// The playground page driven in Debian's Chromium (playwright-core) against the real server on port 0:
// the whole flow in Chinese and English, a dropped file, a wrong key; screenshots under test-output/.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createTestApp, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = new URL('../../test-output/playground/', import.meta.url);
const EXPORT_ROUTE = `${TASK_PATH}/:uid/export`;
const hasChromium = existsSync(CHROMIUM);
const onCI = process.env.CI === 'true';

if (!hasChromium && !onCI) {
  console.warn(
    `\n!!! SKIPPING the playground browser test: ${CHROMIUM} is missing (apt-get install chromium).\n`,
  );
}

test('Chromium is installed where CI needs it', { skip: !onCI }, () => {
  assert.ok(hasChromium, `${CHROMIUM} is missing: the playground browser test cannot run on CI`);
});

describe('playground page in Chromium', { skip: !hasChromium }, () => {
  let t: TestApp;
  let base: string;
  let context: BrowserContext;
  let profile: string;
  let hasExport = false;
  const pageErrors: string[] = [];

  before(async () => {
    t = await createTestApp();
    base = await t.listen();
    hasExport = t.app.hasRoute({ method: 'GET', url: EXPORT_ROUTE });
    if (!hasExport)
      console.warn(`!!! ${EXPORT_ROUTE} is not registered: the export downloads are not checked.`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    profile = mkdtempSync(join(tmpdir(), 'playground-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  after(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await t?.close();
    assert.deepEqual(pageErrors, [], 'no script errors and no Content-Security-Policy violations');
  });

  /** A fresh tab (its own sessionStorage) on the playground, in the given language. */
  async function openPlayground(language: 'zh' | 'en'): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) pageErrors.push(message.text());
    });
    const response = await page.goto(`${base}/`);
    assert.equal(response?.status(), 200);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click(`#lang-${language}`);
    return page;
  }

  async function enterKey(page: Page, key: string): Promise<void> {
    await page.fill('#api-key', key);
    await page.click('#key-form button[type="submit"]');
  }

  /** Waits for a step to finish; a failure shows what the page told the user. */
  async function settled(page: Page, step: 'outline' | 'content'): Promise<void> {
    await page.waitForSelector(`body[data-${step}="done"], body[data-${step}="failed"]`);
    const outcome = await page.getAttribute('body', `data-${step}`);
    assert.equal(outcome, 'done', `${step} failed: ${await page.textContent('#error')}`);
  }

  async function downloadText(page: Page, format: string): Promise<{ name: string; body: Buffer }> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click(`button.download[data-format="${format}"]`),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), body: readFileSync(path) };
  }

  async function storedTask(uid: string) {
    const response = await t.app.inject({ url: `${TASK_PATH}/${uid}`, headers: t.auth() });
    return response.json().data as { locale: string; sections: Section[]; type: string | null };
  }

  /** Edits the outline, creates the task, and checks the resume preview and the downloads. */
  async function createAndCheckResume(
    page: Page,
    options: { nameKey: string; name: string; locale: string; type: string; screenshot: string },
  ): Promise<void> {
    await page.click('#create');
    await settled(page, 'content');
    const uid = await page.getAttribute('#resume', 'data-uid');
    assert.ok(uid);

    const basic = page.locator('#resume section[data-type="kv"]').first();
    assert.equal(
      await basic.locator('tr', { hasText: options.nameKey }).locator('td').textContent(),
      options.name,
    );
    assert.ok((await page.locator('#resume section[data-type="list"] li').count()) >= 1, 'list as bullets');
    const entry = page.locator('#resume section[data-type="listForm[]"] .entry').first();
    assert.notEqual((await entry.locator('.entry-title').textContent())?.trim(), '');
    assert.match((await entry.locator('.entry-dates').textContent()) ?? '', /\d{4}/);
    assert.ok((await entry.locator('li').count()) >= 1, 'an entry has its bullets');
    assert.equal(await page.locator('#resume img').count(), 0, 'nothing the outline said became markup');
    await page.screenshot({ path: new URL(options.screenshot, SCREENSHOTS).pathname, fullPage: true });

    const stored = await storedTask(uid);
    assert.equal(stored.locale, options.locale, 'the page sends its language with the task');
    assert.equal(stored.type, options.type);
    const shown = await page.locator('#resume section.resume-section').count();
    assert.equal(shown, stored.sections.length, 'every stored section is shown');
    // A part the person left as prompts is no silent gap: the status names it and the part shows it apart.
    const toFill = stored.sections.filter(
      (section) =>
        section.type === 'list' &&
        section.content.items.every((item) => /^(?:To fill in: |待补充：)/.test(item)),
    );
    assert.equal(await page.locator('#resume section[data-to-fill]').count(), toFill.length);
    assert.equal(await page.locator('#resume li.to-fill').count(), toFill.length);
    const status = (await page.textContent('#content-status')) ?? '';
    if (toFill.length === 0) assert.match(status, /^(?:Done: \d+ sections\.|完成：共 \d+ 个部分。)$/);
    for (const section of toFill) assert.ok(status.includes(section.title), status);

    const json = await downloadText(page, 'sections');
    assert.match(json.name, /\.json$/);
    assert.deepEqual(JSON.parse(json.body.toString('utf8')), stored.sections);

    if (!hasExport) return;
    const resume = JSON.parse((await downloadText(page, 'json-resume')).body.toString('utf8'));
    assert.equal(resume.basics?.name, options.name);
    const html = (await downloadText(page, 'html')).body.toString('utf8');
    assert.match(html, /<html/i);
    assert.ok(html.includes(options.name));
    assert.doesNotMatch(html, /small-caps/, 'the classic layout unless another is picked');
    const pdf = (await downloadText(page, 'pdf')).body;
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const word = await downloadText(page, 'docx');
    assert.match(word.name, /\.docx$/);
    assert.equal(word.body.subarray(0, 2).toString('latin1'), 'PK', 'a Word file is a zip');
  }

  test('the page itself: a strict Content-Security-Policy, no key needed to load it', async () => {
    const response = await fetch(`${base}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|https?:/);
    const script = await fetch(`${base}/playground/playground.js`);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
  });

  test('中文: job and type → streamed outline → edit → sections → downloads', async () => {
    const page = await openPlayground('zh');
    assert.equal(await page.textContent('header h1'), '简历生成 API 体验');
    assert.equal(await page.textContent('#generate'), '生成大纲');
    await enterKey(page, t.key);
    await page.fill('#job', '数据分析师');
    await page.selectOption('#type', 'campus');
    await page.click('#generate');
    await settled(page, 'outline');

    const fragments = Number(await page.getAttribute('#outline-preview', 'data-fragments'));
    assert.ok(fragments > 1, `the outline arrived as a stream (${fragments} fragments)`);
    assert.equal(await page.textContent('#outline-preview h2'), '数据分析师');
    assert.ok((await page.locator('#outline-preview h3').allTextContents()).includes('基本信息'));
    assert.ok(
      (await page.locator('#outline-preview ol > li > ul > li').count()) >= 1,
      'entries with bullets',
    );
    assert.ok((await page.locator('#outline-preview .prompt').count()) >= 1, 'prompts to fill in are marked');
    assert.equal(await page.textContent('#outline-status'), '大纲已生成，可以修改后生成简历内容。');

    const outline = await page.inputValue('#outline');
    assert.ok(outline.startsWith('# 数据分析师\n'));
    assert.ok(outline.includes('- 姓名：[你的姓名]'));
    // A person's own facts: the built-in writer keeps them and leaves out parts that are only prompts.
    const edited = outline
      .replace('- 姓名：[你的姓名]', '- 姓名：王小明')
      .replace(/^(## 个人概述\n)- .*$/m, '$1- 擅长 **SQL** 与 <img src=x> 标签，做过三个数据分析项目。')
      .replace(
        /^(## 教育经历\n)1\. .*\n {3}- .*$/m,
        '$11. 复旦大学 | 统计学 本科 | 2021.09 - 2025.06\n   - GPA 3.8/4.0',
      );
    await page.fill('#outline', edited);
    await page.waitForFunction(() =>
      document.querySelector('#outline-preview')?.textContent?.includes('王小明'),
    );
    assert.equal(await page.textContent('#outline-preview strong'), 'SQL');
    assert.ok(
      ((await page.textContent('#outline-preview')) ?? '').includes('<img src=x> 标签'),
      'markup shown as text',
    );
    assert.equal(await page.locator('#outline-preview img').count(), 0);
    await page.screenshot({ path: new URL('zh-outline.png', SCREENSHOTS).pathname, fullPage: true });

    await createAndCheckResume(page, {
      nameKey: '姓名',
      name: '王小明',
      locale: 'zh-CN',
      type: 'campus',
      screenshot: 'zh-resume.png',
    });
    assert.match(
      (await page.textContent('#content-status')) ?? '',
      /^完成：共 \d+ 个部分(?:。|，其中 \d+ 个待补充：.+。请在大纲中填写后重新生成。)$/,
    );
    assert.equal(await page.textContent('label[for="template"]'), '版式（HTML、PDF、Word）');
    assert.equal(await page.textContent('#template option[value="compact"]'), '紧凑：一页放更多');
    await page.close();
  });

  test('English: job and type → streamed outline → edit → sections → downloads', async () => {
    const page = await openPlayground('en');
    assert.equal(await page.textContent('header h1'), 'Resume API playground');
    assert.equal(await page.textContent('#generate'), 'Generate outline');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    await enterKey(page, t.key);
    await page.fill('#job', 'Backend Engineer');
    await page.selectOption('#type', 'social');
    await page.click('#generate');
    await settled(page, 'outline');

    assert.equal(await page.textContent('#outline-preview h2'), 'Backend Engineer');
    assert.ok((await page.locator('#outline-preview h3').allTextContents()).includes('Work Experience'));
    const outline = await page.inputValue('#outline');
    assert.ok(outline.includes('- Name: [Your full name]'));
    const edited = outline
      .replace('- Name: [Your full name]', '- Name: Ada Lovelace')
      .replace(/^(## Overview\n)- .*$/m, '$1- Backend engineer with six years of Go and PostgreSQL.')
      .replace(
        /^(## Work Experience\n)1\. .*\n {3}- .*$/m,
        '$11. Analytical Engines Ltd | Senior Backend Engineer | 2019-03 - Present\n   - Built the payment API',
      );
    await page.fill('#outline', edited);
    await page.waitForFunction(() =>
      document.querySelector('#outline-preview')?.textContent?.includes('Ada Lovelace'),
    );
    await page.screenshot({ path: new URL('en-outline.png', SCREENSHOTS).pathname, fullPage: true });

    await createAndCheckResume(page, {
      nameKey: 'Name',
      name: 'Ada Lovelace',
      locale: 'en-US',
      type: 'social',
      screenshot: 'en-resume.png',
    });
    // Education and the rest were left as prompts: the status says which, and that they wait in the outline.
    assert.match(
      (await page.textContent('#content-status')) ?? '',
      /^Done: \d+ sections, [1-9]\d* still to fill in: .+\. Fill them in the outline and create the resume again\.$/,
    );

    // The layout picker: compact, sent with the HTML and PDF downloads, not with JSON Resume.
    assert.equal(await page.textContent('label[for="template"]'), 'Layout (HTML, PDF, Word)');
    assert.equal(await page.inputValue('#template'), 'classic');
    if (hasExport) {
      await page.selectOption('#template', 'compact');
      const exportRequest = (format: string) =>
        page.waitForRequest((request) => request.url().includes(`/export?format=${format}`));
      const [htmlRequest, html] = await Promise.all([exportRequest('html'), downloadText(page, 'html')]);
      assert.match(htmlRequest.url(), /&template=compact$/);
      assert.match(html.body.toString('utf8'), /font-variant-caps: small-caps/, 'the compact page');
      const [pdfRequest, pdf] = await Promise.all([exportRequest('pdf'), downloadText(page, 'pdf')]);
      assert.match(pdfRequest.url(), /&template=compact$/);
      assert.equal(pdf.body.subarray(0, 5).toString('latin1'), '%PDF-');
      const [resumeRequest] = await Promise.all([
        exportRequest('json-resume'),
        downloadText(page, 'json-resume'),
      ]);
      assert.doesNotMatch(resumeRequest.url(), /template=/);
    }
    await page.close();
  });

  test('a dropped text file becomes an improved outline (optimize-local-resume)', async () => {
    const page = await openPlayground('en');
    await enterKey(page, t.key);
    const resume = [
      'Grace Hopper',
      'grace@example.com | +1 555 0100 | Arlington, VA',
      '',
      'Experience',
      'Eckert-Mauchly Computer Corporation | Senior Mathematician | 1949-06 - 1952-12',
      '- Wrote the A-0 compiler for the UNIVAC I',
      '',
      'Education',
      'Yale University | PhD Mathematics | 1930 - 1934',
      '',
    ].join('\n');
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'cv.txt', { type: 'text/plain' }));
      return transfer;
    }, resume);
    await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer });
    await settled(page, 'outline');

    assert.equal(await page.textContent('#file-name'), 'cv.txt');
    const preview = (await page.textContent('#outline-preview')) ?? '';
    assert.ok(preview.includes('Grace Hopper'), 'the resume’s own facts are in the outline');
    assert.ok(preview.includes('Wrote the A-0 compiler for the UNIVAC I'));
    assert.ok((await page.locator('#outline-preview h3').count()) >= 3);
    assert.equal(await page.isEnabled('#create'), true);
    await page.screenshot({ path: new URL('en-dropped-file.png', SCREENSHOTS).pathname, fullPage: true });
    await page.close();
  });

  test('a wrong key is explained in plain words, in the language of the page', async () => {
    const page = await openPlayground('zh');
    await enterKey(page, 'rsk_this-key-does-not-exist');
    await page.fill('#job', '前端开发工程师');
    await page.click('#generate');
    await page.waitForSelector('body[data-outline="failed"]');

    const error = page.locator('#error');
    assert.equal(await error.isVisible(), true);
    assert.equal(
      await error.locator('.error-message').textContent(),
      'API 密钥无效或已被吊销，请检查后重试。',
    );
    assert.doesNotMatch((await error.textContent()) ?? '', /[{}"]/, 'no JSON on the page');
    await page.screenshot({ path: new URL('zh-wrong-key.png', SCREENSHOTS).pathname, fullPage: true });

    await page.click('#lang-en');
    assert.equal(
      await error.locator('.error-message').textContent(),
      'This API key is not valid or has been revoked. Check it and try again.',
    );
    assert.equal(await page.inputValue('#outline'), '', 'nothing was generated');
    await page.close();
  });

  test('/docs renders under its Content-Security-Policy and refuses to be framed by another site', async () => {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('pageerror', (error) => violations.push(error.message));
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${base}/docs/`);
    assert.match(response?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    await page.waitForSelector('.opblock-summary-path');
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    assert.ok(
      paths.some((text) => text.includes('/api/v1/service/resume/outline')),
      'the operations are listed',
    );
    await page.screenshot({ path: new URL('docs.png', SCREENSHOTS).pathname });
    assert.deepEqual(violations, [], 'no script errors and no Content-Security-Policy violations');

    // Another origin (the same server under another host name) frames /docs: the browser refuses.
    const framing = await context.newPage();
    await framing.setContent(
      `<iframe id="docs" src="${base.replace('127.0.0.1', 'localhost')}/docs/"></iframe>`,
    );
    await framing.waitForTimeout(500);
    const framed = framing.frames().find((frame) => frame.url().includes('/docs'));
    const framedPaths = framed
      ? await framed
          .locator('.opblock-summary-path')
          .count()
          .catch(() => 0)
      : 0;
    assert.equal(framedPaths, 0, 'the framed docs did not render');
    await framing.close();
    await page.close();
  });
});
