import { ClaimSource } from '../src/generation/llm/claims/claim-source.ts';
import { claimsOf } from '../src/generation/llm/claims/extract-claims.ts';
const [src, line] = process.argv.slice(2);
const s = new ClaimSource(src!);
const out: string[] = [];
for (const c of claimsOf(line!)) out.push((s.supports(c, line) ? 'OK ' : 'NO ') + JSON.stringify(c));
console.log(out.join('\n'));
