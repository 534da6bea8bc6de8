// parse: a resume file read into structured sections, nothing stored.
import { SectionSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { fileArguments, uploadOf } from '../file-arguments.ts';
import { defineTool } from '../resume-tool.ts';
import { dataResult } from '../tool-results.ts';

export const parseTool = defineTool({
  name: 'parse',
  title: 'Read a resume file into sections',
  description:
    'Reads a resume file (pdf, docx, doc, txt, md, html, rtf, odt, or a png/jpg/webp scan) into structured ' +
    'sections exactly as printed: basic information as key/value pairs, then each part (experience, education, ' +
    'skills…) as a list or as entries with title, subtitle, dates and bullet points. Nothing is stored. Use it to ' +
    "look at or compare a resume's facts; to improve one, use optimize.",
  input: (local) => fileArguments(local),
  output: Type.Object({ sections: Type.Array(SectionSchema) }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const { uploadFileType, uploadContent } = await uploadOf(args, context);
    const sections = await context.client.parse(
      { uploadFileType, uploadContent },
      { signal: context.signal },
    );
    return dataResult({ sections });
  },
});
