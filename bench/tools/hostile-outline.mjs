// One key's hostile outline against a running service: creates a task from a generated outline, asks for
// its content and reports how long /healthz waited meanwhile (the 2026-11-28 probe's finding 1).
//
//   node bench/tools/hostile-outline.mjs <base url> <api key> parts [count]     13,000 "## x" parts
//   node bench/tools/hostile-outline.mjs <base url> <api key> entries [count]   entries with 64 KB of bullets
const [base, key, shape = 'parts', countText] = process.argv.slice(2);
if (!base || !key) {
  console.error('usage: node bench/tools/hostile-outline.mjs <base url> <api key> parts|entries [count]');
  process.exit(2);
}
const OUTLINE_LIMIT = 65_536;
const count = Number(countText ?? (shape === 'parts' ? 13_000 : 100));
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

let outline = '# Backend Engineer\n';
if (shape === 'parts') {
  for (let index = 0; index < count; index += 1) outline += '## x\n';
} else {
  outline += '## Work Experience\n';
  for (let index = 0; index < count; index += 1) {
    outline += `${index + 1}. Company ${index + 1} | Backend Engineer | 2020-01 - 2021-01\n`;
  }
  for (let bullet = 0; outline.length < OUTLINE_LIMIT - 40; bullet += 1) {
    outline += `   - Built service ${bullet} in Go for 3 teams\n`;
  }
}
outline = outline.slice(0, OUTLINE_LIMIT);

const created = await fetch(`${base}/api/v1/service/resume/task`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ outline }),
});
const createdBody = await created.json();
if (createdBody.code !== 0) {
  console.log(JSON.stringify({ shape, count, task: created.status, code: createdBody.code, message: createdBody.message }));
  process.exit(0);
}

let worstHealthMs = 0;
let probing = true;
const probe = (async () => {
  while (probing) {
    const started = performance.now();
    await fetch(`${base}/healthz`);
    worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
const started = performance.now();
const content = await fetch(`${base}/api/v1/service/resume/content`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ uid: createdBody.data.uid, stream: false }),
});
const body = await content.json();
const contentMs = performance.now() - started;
probing = false;
await probe;
console.log(
  JSON.stringify({
    shape,
    count,
    content: content.status,
    code: body.code,
    sections: Array.isArray(body.data) ? body.data.length : null,
    contentMs: Math.round(contentMs),
    worstHealthMs: Math.round(worstHealthMs),
  }),
);
