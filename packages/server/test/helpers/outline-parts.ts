// The outline a reader writes for an upload, cut to one part's lines: how reader tests assert what a user sees.
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';

/** The outline's parts after its H1, each from its heading's text on. */
function partsOf(text: string, locale: 'en-US' | 'zh-CN'): string[] {
  return writeOutline(parseResumeText(text, { locale })).split('\n## ');
}

/** A part's lines under its heading, blank lines left out. */
function linesOf(part: string | undefined): string[] {
  return (part ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
}

/** The numbered entry lines and bullets of the experience part of a resume whose experience is `body`. */
export function experienceOf(body: string, locale: 'en-US' | 'zh-CN' = 'en-US', heading?: string): string[] {
  const partHeading = heading ?? (locale === 'en-US' ? 'Experience' : '工作经历');
  const text =
    locale === 'en-US'
      ? `Sam Rivera\nsam@example.com | 555-0100\n\n${partHeading}\n${body}\n\nEducation\nState University | BS Biology | 2012.09 - 2016.05\n`
      : `林涛\n电话：13800000000 | 邮箱：lintao@example.com\n\n${partHeading}\n${body}\n\n教育经历\n四川大学 | 本科 生物科学 | 2012.09 - 2016.06\n`;
  // Parts: the H1, basic information, then the experience.
  return linesOf(partsOf(text, locale)[2]);
}

/** The education part of a resume with one job and the education `body`. */
export function educationOf(body: string): string[] {
  const text = `Sam Rivera\nsam@example.com | 555-0100\n\nExperience\nAcme Logistics | Planner | 2019.01 - 2021.01\n- Planned 40 loads a week\n\nEducation\n${body}\n`;
  return linesOf(partsOf(text, 'en-US').find((part) => part.startsWith('Education')));
}
