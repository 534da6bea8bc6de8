// A synthetic resume of any length, written as TXT, PDF, DOCX, RTF, ODT and DOC, for the reading benchmarks.
import { Document, Packer, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import {
  A4,
  makeDoc,
  makeOdt,
  makePdf,
  makeScannedPdf,
  type PlacedText,
  renderText,
} from '../packages/server/test/reading/fixtures.ts';

/** Printed lines that fill about one A4 page each. */
const LINES_PER_PAGE = 46;

export interface SampleLine {
  text: string;
  /** A date printed at the right margin of the same line. */
  date?: string;
  kind: 'name' | 'heading' | 'entry' | 'bullet' | 'plain';
}

/** A resume of `pages` pages: contact lines, then sections of dated entries with bullets. */
export function sampleResume(pages: number): SampleLine[] {
  const lines: SampleLine[] = [
    { text: 'Ada Lovelace', kind: 'name' },
    { text: 'ada@example.com | +44 20 7946 0018 | London', kind: 'plain' },
  ];
  let entry = 0;
  while (lines.length < pages * LINES_PER_PAGE) {
    if (entry % 4 === 0) lines.push({ text: entry % 8 === 0 ? 'Experience' : 'Projects', kind: 'heading' });
    const year = 2000 + (entry % 20);
    lines.push({
      text: `Analytical Engine Company ${entry + 1} | Senior Programmer`,
      date: `${year}.09 - ${year + 2}.06`,
      kind: 'entry',
    });
    for (let bullet = 0; bullet < 4; bullet += 1) {
      lines.push({
        text: `- Built the tables for engine number ${entry + 1}, checked ${120 + bullet} results and cut errors by ${10 + bullet}%`,
        kind: 'bullet',
      });
    }
    entry += 1;
  }
  return lines.slice(0, pages * LINES_PER_PAGE);
}

export function toTxt(lines: readonly SampleLine[]): Uint8Array {
  return new TextEncoder().encode(
    lines.map((line) => (line.date ? `${line.text}\t${line.date}` : line.text)).join('\n'),
  );
}

export function toPdf(lines: readonly SampleLine[]): Promise<Uint8Array> {
  const pages: PlacedText[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    const runs: PlacedText[] = [];
    lines.slice(start, start + LINES_PER_PAGE).forEach((line, index) => {
      const y = 50 + index * 16;
      const size = line.kind === 'name' ? 20 : line.kind === 'heading' ? 13 : 10;
      const font =
        line.kind === 'name' || line.kind === 'heading' || line.kind === 'entry' ? 'bold' : 'regular';
      runs.push({ text: line.text, x: line.kind === 'bullet' ? 60 : 50, y, size, font });
      if (line.date) runs.push({ text: line.date, x: A4.width - 50, y, size, alignRight: true });
    });
    runs.push({ text: `Page ${pages.length + 1}`, x: 280, y: 820, size: 8 });
    pages.push(runs);
  }
  return makePdf(pages);
}

export async function toDocx(lines: readonly SampleLine[]): Promise<Uint8Array> {
  const children = lines.map((line) =>
    line.date
      ? new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          children: [
            new TextRun({ text: line.text, bold: true }),
            new TextRun({ children: [new Tab(), line.date] }),
          ],
        })
      : line.kind === 'bullet'
        ? new Paragraph({ text: line.text.slice(2), bullet: { level: 0 } })
        : new Paragraph(line.text),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

export function toRtf(lines: readonly SampleLine[]): Uint8Array {
  const body = lines
    .map((line) => `${escapeRtf(line.text)}${line.date ? `\\tab ${escapeRtf(line.date)}` : ''}\\par`)
    .join('\n');
  return new TextEncoder().encode(`{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Arial;}}\n${body}\n}`);
}

function escapeRtf(text: string): string {
  return text.replace(/[\\{}]/g, (character) => `\\${character}`);
}

export function toOdt(lines: readonly SampleLine[]): Uint8Array {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return makeOdt(
    lines
      .map(
        (line) =>
          `<text:p>${escapeXml(line.text)}${line.date ? `<text:tab/>${escapeXml(line.date)}` : ''}</text:p>`,
      )
      .join('\n'),
  );
}

export function toDoc(lines: readonly SampleLine[]): Uint8Array {
  return makeDoc(lines.map((line) => (line.date ? `${line.text}\t${line.date}` : line.text)).join('\n'));
}

/** One page as an image: the first lines rendered for OCR. */
export function toPng(lines: readonly SampleLine[]): Uint8Array {
  return renderText(
    lines.slice(0, 20).map((line) => (line.date ? `${line.text}   ${line.date}` : line.text)),
    { size: 26 },
  );
}

export async function toScannedPdf(lines: readonly SampleLine[]): Promise<Uint8Array> {
  return makeScannedPdf(toPng(lines));
}
