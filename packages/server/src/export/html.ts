// A finished resume as one printable HTML page: inline CSS with print rules, no scripts, no external resources.
import type { Section } from '@resume/contract';
import {
  dateRangeText,
  documentTitle,
  type FinishedResume,
  findBasicsSection,
  resumeHeader,
} from './finished-resume.ts';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Resume text is untrusted: every piece of it goes through here, in text and in attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * The page may not load or run anything, so even markup that slipped past escaping could not act: no
 * scripts, no fetches, styles only from the inline sheet.
 */
export const HTML_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #57606a; --rule: #d0d7de; --accent: #0b5cad; }
* { box-sizing: border-box; }
html { background: #f3f4f6; }
body { margin: 0; color: var(--ink); font: 10.5pt/1.55 "Noto Sans SC", "PingFang SC", "Hiragino Sans GB",
  "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif; }
main { max-width: 210mm; margin: 24px auto; padding: 18mm 16mm; background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
header { border-bottom: 2px solid var(--accent); padding-bottom: 8px; margin-bottom: 10px; }
h1 { font-size: 22pt; margin: 0; line-height: 1.2; }
.headline { margin: 4px 0 0; color: var(--muted); font-size: 12pt; }
.contacts { margin: 3px 0 0; color: var(--muted); font-size: 9.5pt; }
section { margin-top: 11px; }
h2 { font-size: 12.5pt; color: var(--accent); margin: 0 0 6px; padding-bottom: 3px;
  border-bottom: 1px solid var(--rule); break-after: avoid; page-break-after: avoid; }
h3 { font-size: 11pt; margin: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0; }
dt { font-weight: 600; color: var(--muted); }
dd { margin: 0; }
ul { margin: 4px 0 0; padding-left: 1.3em; }
li { margin: 1px 0; }
.entry { margin-top: 8px; break-inside: avoid; page-break-inside: avoid; }
.entry-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 10px; }
.entry-head .subtitle { color: var(--muted); }
.entry-head .dates { margin-left: auto; color: var(--muted); font-size: 9.5pt; white-space: nowrap; }
p, dd, li, h1, h2, h3 { overflow-wrap: anywhere; }
dd, li { white-space: pre-line; }
@page { size: A4; margin: 15mm 14mm; }
@media print {
  html, body { background: #fff; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  section { break-inside: auto; }
  h2, h3, .entry-head { break-after: avoid; page-break-after: avoid; }
  li, dl > * { break-inside: avoid; page-break-inside: avoid; }
}
`;

export function renderHtml(resume: FinishedResume): string {
  const lang = resume.locale === 'zh-CN' ? 'zh-CN' : 'en';
  const header = resumeHeader(resume);
  const lines = [
    header.headline === '' ? '' : `\n<p class="headline">${escapeHtml(header.headline)}</p>`,
    header.contacts.length === 0
      ? ''
      : `\n<p class="contacts">${header.contacts.map(escapeHtml).join(' · ')}</p>`,
    header.details.length === 0
      ? ''
      : `\n<p class="contacts">${header.details.map(escapeHtml).join(' · ')}</p>`,
  ].join('');
  // The basic information is the header's: a table repeating the name would push a one-page resume onto two.
  const basics = findBasicsSection(resume.sections);
  const body = resume.sections
    .filter((section) => section !== basics)
    .map((section) => renderSection(section))
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${HTML_CONTENT_SECURITY_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(resume))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(header.heading)}</h1>${lines}
</header>
${body}
</main>
</body>
</html>
`;
}

function renderSection(section: Section): string {
  const className = section.type === 'listForm[]' ? 'entries' : section.type;
  return `<section class="${className}">
<h2>${escapeHtml(section.title)}</h2>
${renderContent(section)}
</section>`;
}

function renderContent(section: Section): string {
  switch (section.type) {
    case 'kv':
      return `<dl>\n${section.content
        .map(({ key, value }) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('\n')}\n</dl>`;
    case 'list':
      return renderItems(section.content.items);
    case 'listForm[]':
      return section.content
        .map((entry) => {
          const dates = dateRangeText(entry.startTime, entry.endTime);
          const head = [
            `<h3>${escapeHtml(entry.title)}</h3>`,
            entry.subTitle.trim() === '' ? '' : `<span class="subtitle">${escapeHtml(entry.subTitle)}</span>`,
            dates === '' ? '' : `<span class="dates">${escapeHtml(dates)}</span>`,
          ].join('');
          const items = entry.list.items.length > 0 ? `\n${renderItems(entry.list.items)}` : '';
          return `<div class="entry">\n<div class="entry-head">${head}</div>${items}\n</div>`;
        })
        .join('\n');
  }
}

function renderItems(items: readonly string[]): string {
  return `<ul>\n${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;
}
