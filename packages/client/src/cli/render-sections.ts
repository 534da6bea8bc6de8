// Renders Sections as readable markdown for the terminal: kv as "- Key: Value", lists as bullets, and
// listForm[] entries as a heading line with their dates and bullets.
import type { Section } from '@resume/contract';

export function renderSections(sections: readonly Section[]): string {
  return sections.map(renderSection).join('\n');
}

export function renderSection(section: Section): string {
  const lines = [`## ${section.title}`];
  switch (section.type) {
    case 'kv':
      for (const item of section.content) lines.push(`- ${item.key}: ${item.value}`);
      break;
    case 'list':
      for (const item of section.content.items) lines.push(`- ${item}`);
      break;
    case 'listForm[]':
      for (const entry of section.content) {
        const heading = [entry.title, entry.subTitle].filter(Boolean).join(' · ');
        const dates = [entry.startTime, entry.endTime].filter(Boolean).join(' – ');
        lines.push('', `### ${heading}${dates ? `  (${dates})` : ''}`);
        for (const item of entry.list.items) lines.push(`- ${item}`);
      }
      break;
  }
  return `${lines.join('\n')}\n`;
}
