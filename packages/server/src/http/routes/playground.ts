// GET / and /playground/*: the playground page (packages/server/public), served from memory, no key needed.
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const PUBLIC_DIR = new URL('../../../public/', import.meta.url);

/**
 * Noto Sans SC from the npm package the PDF export uses: the page's last-resort font for Chinese, so
 * a machine without CJK fonts shows 中文 instead of boxes. The CSS restricts it to CJK code points and
 * lists it after the system fonts, so a browser that has a Chinese font never downloads it.
 */
const CJK_FONT_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '../fonts/NotoSansHans-Regular.otf',
);

/**
 * Everything the page loads comes from this server: no inline script or style, no other origin.
 * connect-src 'self' lets it call the API; blob: is for the downloads it builds in the browser.
 */
export const PLAYGROUND_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface PublicFile {
  path: string;
  file: string;
  contentType: string;
}

const FILES: readonly PublicFile[] = [
  { path: '/', file: 'index.html', contentType: 'text/html; charset=utf-8' },
  { path: '/playground/playground.js', file: 'playground.js', contentType: 'text/javascript; charset=utf-8' },
  { path: '/playground/playground.css', file: 'playground.css', contentType: 'text/css; charset=utf-8' },
  { path: '/playground/resume.css', file: 'resume.css', contentType: 'text/css; charset=utf-8' },
];

export function registerPlaygroundRoutes(app: FastifyInstance): void {
  for (const { path, file, contentType } of FILES) {
    // Read once at start-up: a few kilobytes, and a missing file fails the start, not a visitor.
    const body = readFileSync(new URL(file, PUBLIC_DIR));
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(contentType)
        .headers({
          'Content-Security-Policy': PLAYGROUND_CSP,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-cache',
        })
        .send(body),
    );
  }
  app.get('/playground/fonts/noto-sans-sc.otf', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('font/otf')
      .headers({ 'Cache-Control': 'public, max-age=604800, immutable', 'X-Content-Type-Options': 'nosniff' })
      .send(createReadStream(CJK_FONT_PATH)),
  );
}
