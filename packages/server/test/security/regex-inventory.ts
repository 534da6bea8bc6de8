// Finds every regular expression in the service's source: literals from the TypeScript syntax tree,
// and those built at run time with `new RegExp`, recorded while every source module is imported.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface FoundRegex {
  source: string;
  flags: string;
  /** `file:line` for a literal; `new RegExp` and the module being loaded for one built at run time. */
  where: string;
}

const packagesDir = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_DIRS = ['server/src', 'contract/src'].map((dir) => path.join(packagesDir, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

export function regexLiterals(): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(tree);
        const end = text.lastIndexOf('/');
        const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
        found.push({
          source: text.slice(1, end),
          flags: text.slice(end + 1),
          where: `${path.relative(packagesDir, file)}:${line}`,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

/**
 * Imports every source module with `RegExp` wrapped, so the patterns built from word lists at load
 * time are seen as the engine will run them. (Patterns built inside functions from other patterns'
 * sources are covered through those sources, which are literals.)
 */
export async function regexesBuiltAtLoad(): Promise<FoundRegex[]> {
  const found: FoundRegex[] = [];
  const original = globalThis.RegExp;
  let loading = '';
  globalThis.RegExp = new Proxy(original, {
    construct(target, args: [string | RegExp, string?]) {
      const made = new target(...args);
      // Only ours: libraries loaded on the way (semver in Fastify, say) build their own.
      const caller = new Error().stack?.split('\n')[2] ?? '';
      if (SOURCE_DIRS.some((dir) => caller.includes(dir))) {
        found.push({ source: made.source, flags: made.flags, where: `new RegExp while loading ${loading}` });
      }
      return made;
    },
  });
  try {
    for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
      // Entry points run the service or a CLI when imported.
      if (/[\\/](main|cli[\\/].*|read-worker)\.ts$/.test(file)) continue;
      loading = path.relative(packagesDir, file);
      await import(pathToFileURL(file).href);
    }
  } finally {
    globalThis.RegExp = original;
  }
  return found;
}
