import { parseResumeText } from '../src/reading/extract/parse-resume-text.ts';
const text = process.argv[2]!.replace(/\\n/g, '\n');
console.log(JSON.stringify(parseResumeText(text), null, 1).slice(0, 3000));
