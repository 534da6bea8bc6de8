// A finished resume as one printable HTML page: inline CSS with print rules, no scripts, no external resources.
import type { Section } from '@resume/contract';
import {
  dateRangeText,
  documentTitle,
  type FinishedResume,
  findBasicsSection,
  resumeHeader,
} from './finished-resume.ts';
import {
  DEFAULT_TEMPLATE,
  type ExportTemplate,
  type HeadingStyle,
  type TemplateDesign,
  templateDesign,
} from './templates.ts';

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

/**
 * The inline stylesheet of a template. Classic's is the page as it was before templates, byte for byte; the
 * other templates change its values and add the rules of their heading style and dates column after it.
 */
function styleSheet(design: TemplateDesign): string {
  const { colors, page } = design;
  const { sizes, gaps } = page;
  return `
:root { color-scheme: light; --ink: ${colors.ink}; --muted: ${colors.muted}; --rule: ${colors.rule}; --accent: ${colors.accent}; }
* { box-sizing: border-box; }
html { background: #f3f4f6; }
body { margin: 0; color: var(--ink); font: ${page.fontSize}pt/${page.lineHeight} "Noto Sans SC", "PingFang SC", "Hiragino Sans GB",
  "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif; }
main { max-width: 210mm; margin: 24px auto; padding: ${page.padding}; background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
header { border-bottom: ${page.headerRule}px solid var(--accent); padding-bottom: ${gaps.headerPadding}px; margin-bottom: ${gaps.afterHeader}px; }
h1 { font-size: ${sizes.name}pt; margin: 0; line-height: 1.2; }
.headline { margin: 4px 0 0; color: var(--muted); font-size: ${sizes.headline}pt; }
.contacts { margin: 3px 0 0; color: var(--muted); font-size: ${sizes.contacts}pt; }
section { margin-top: ${gaps.section}px; }
h2 { font-size: ${sizes.heading}pt; color: var(--accent); margin: 0 0 ${gaps.afterHeading}px; padding-bottom: 3px;
  border-bottom: ${page.headingRule}px solid var(--rule); break-after: avoid; page-break-after: avoid; }
h3 { font-size: ${sizes.entryTitle}pt; margin: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0; }
dt { font-weight: 600; color: var(--muted); }
dd { margin: 0; }
ul { margin: 4px 0 0; padding-left: 1.3em; }
li { margin: ${gaps.item}px 0; }
.entry { margin-top: ${gaps.entry}px; break-inside: avoid; page-break-inside: avoid; }
.entry-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 10px; }
.entry-head .subtitle { color: var(--muted); }
.entry-head .dates { margin-left: auto; color: var(--muted); font-size: ${sizes.dates}pt; white-space: nowrap; }
p, dd, li, h1, h2, h3 { overflow-wrap: anywhere; }
dd, li { white-space: pre-line; }
${variantRules(design)}@page { size: A4; margin: ${page.pageMargin}; }
@media print {
  html, body { background: #fff; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  section { break-inside: auto; }
  h2, h3, .entry-head { break-after: avoid; page-break-after: avoid; }
  li, dl > * { break-inside: avoid; page-break-inside: avoid; }
}
`;
}

/** What a template changes beyond the values: colours, its heading style, the dates column. Nothing for classic. */
function variantRules(design: TemplateDesign): string {
  const { colors, page } = design;
  const rules: string[] = [];
  if (colors.heading !== colors.accent) rules.push(`h2 { color: ${colors.heading}; }`);
  if (colors.headline !== colors.muted) rules.push(`.headline { color: ${colors.headline}; }`);
  rules.push(...HEADING_RULES[design.heading](page.headingRule));
  // The dates in a column of their own: the head's text wraps short of it, and its text stays in reading order.
  if (design.datesColumn) {
    rules.push(
      '.entry-head { display: block; position: relative; padding-right: 10.5rem; }',
      '.entry-head h3 { display: inline; }',
      '.entry-head .subtitle { margin-left: 8px; }',
      '.entry-head .dates { position: absolute; top: 0; right: 0; width: 9.5rem; margin-left: 0; }',
    );
  }
  return rules.map((rule) => `${rule}\n`).join('');
}

/** CSS of each heading style, given its rule's thickness (or its bar's width) in px. */
const HEADING_RULES: Readonly<Record<HeadingStyle, (rule: number) => string[]>> = {
  rule: () => [],
  'inline-rule': (rule) => [
    'h2 { display: flex; align-items: center; gap: 8px; padding-bottom: 0; border-bottom: none;\n' +
      '  font-variant-caps: small-caps; letter-spacing: 0.03em; }',
    `h2::after { content: ""; flex: 1; border-top: ${rule}px solid var(--rule); }`,
  ],
  'left-bar': (rule) => [
    `h2 { padding: 1px 0 1px 8px; border-bottom: none; border-left: ${rule}px solid var(--accent); }`,
  ],
};

export function renderHtml(resume: FinishedResume, template: ExportTemplate = DEFAULT_TEMPLATE): string {
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
<style>${styleSheet(templateDesign(template))}</style>
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
