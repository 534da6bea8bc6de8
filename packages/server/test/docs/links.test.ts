// Every link in README.md and docs/**/*.md resolves: relative links to a file of the repository (and
// their #anchors to a heading of it), http(s) links well-formed. Nothing is downloaded.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Link {
  file: string;
  line: number;
  target: string;
}

function markdownFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return files;
}

/** The lines outside fenced code blocks, with inline code removed: links inside code are examples. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ text: text.replace(/`[^`]*`/g, ''), line: index + 1 });
  });
  return lines;
}

function linksOf(file: string): Link[] {
  const links: Link[] = [];
  const markdown = readFileSync(file, 'utf8');
  for (const { text, line } of proseLines(markdown)) {
    for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, line, target: match[1]! });
    }
    for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g)) {
      links.push({ file, line, target: match[1]! });
    }
    for (const match of text.matchAll(/<(https?:\/\/[^>\s]+)>/g))
      links.push({ file, line, target: match[1]! });
  }
  return links;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(readFileSync(file, 'utf8').replace(/`/g, ''))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    const explicit = text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g);
    for (const match of explicit) anchors.add(match[1]!);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function problemOf(link: Link): string | undefined {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (target.startsWith('mailto:')) return undefined;
    try {
      const url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return `unexpected scheme ${url.protocol}`;
      if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !/^\d/.test(url.hostname)) {
        return 'no such host name';
      }
      return undefined;
    } catch {
      return 'not a valid URL';
    }
  }
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const path = pathPart === '' ? link.file : resolve(dirname(link.file), decodeURIComponent(pathPart));
  if (relative(ROOT, path).startsWith('..')) return 'points outside the repository';
  if (!existsSync(path)) return 'no such file';
  if (relative(ROOT, path).split(/[\\/]/).includes('node_modules')) return 'points into node_modules';
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(path).isDirectory() || !path.endsWith('.md')) return 'an anchor into a file without headings';
  return anchorsOf(path).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor}`;
}

describe('documentation links', () => {
  const files = markdownFiles();

  test('README.md and docs/ are found, and they link to the specification copies', () => {
    assert.ok(files.length >= 5);
    const readme = linksOf(join(ROOT, 'README.md')).map((link) => link.target);
    for (const target of ['docs/spec/specification.txt', 'docs/spec/CONTRACT.md', 'docs/errors.md']) {
      assert.ok(readme.includes(target), `README links ${target}`);
    }
  });

  test('every relative link and anchor resolves; every web link is well-formed', () => {
    const problems = files.flatMap((file) =>
      linksOf(file).flatMap((link) => {
        const problem = problemOf(link);
        return problem ? [`${relative(ROOT, link.file)}:${link.line} ${link.target}: ${problem}`] : [];
      }),
    );
    assert.deepEqual(problems, []);
  });

  test('no document sends a reader to files a clone does not have', () => {
    const outside = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          /(\.\.\/)+shared\/|\/work\/shared|shared\/spec\//.test(text)
            ? [`${relative(ROOT, file)}:${index + 1}`]
            : [],
        ),
    );
    assert.deepEqual(outside, []);
  });

  test('the checker itself catches a broken file, a broken anchor and a malformed URL', () => {
    const file = join(ROOT, 'README.md');
    assert.equal(problemOf({ file, line: 1, target: 'docs/nope.md' }), 'no such file');
    assert.equal(problemOf({ file, line: 1, target: 'docs/errors.md#nope' }), 'no heading #nope');
    assert.equal(problemOf({ file, line: 1, target: 'docs/streaming.md#failures' }), undefined);
    assert.equal(problemOf({ file, line: 1, target: 'https://exa mple' }), 'not a valid URL');
    assert.equal(problemOf({ file, line: 1, target: '../outside.md' }), 'points outside the repository');
  });
});
