import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const hints = require('../../compile-hints.cjs') as {
  HINT: string;
  withCompileHint(code: string): string | null;
  shiftSourceMap(map: object): {
    mappings?: string;
    sections?: Array<{ offset: { line: number; column: number } }>;
  };
  addCompileHints(distDir: string): string[];
};

describe('compile hints for the framework chunks', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('puts the magic comment on the first line, once', () => {
    const hinted = hints.withCompileHint('(globalThis.TURBOPACK||[]).push([1])');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1])');
    expect(hints.withCompileHint(hinted as string)).toBeNull();
  });

  it('moves plain and sectioned source maps down by the added line', () => {
    expect(hints.shiftSourceMap({ version: 3, mappings: 'AAAA,CAAC' }).mappings).toBe(';AAAA,CAAC');
    const sectioned = hints.shiftSourceMap({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: {} },
        { offset: { line: 4, column: 2 }, map: {} },
      ],
    });
    expect(sectioned.sections?.map((s) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });

  it("hints only the build's root main files, and their maps, idempotently", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
    const chunks = path.join(dir, 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/app.css'] }),
    );
    writeFileSync(path.join(chunks, 'framework.js'), 'run()\n//# sourceMappingURL=framework.js.map');
    writeFileSync(path.join(chunks, 'framework.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(path.join(chunks, 'page.js'), 'page()');

    expect(hints.addCompileHints(dir)).toEqual(['static/chunks/framework.js']);
    expect(hints.addCompileHints(dir)).toEqual([]);
    expect(readFileSync(path.join(chunks, 'framework.js'), 'utf8')).toBe(
      `${hints.HINT}run()\n//# sourceMappingURL=framework.js.map`,
    );
    expect(JSON.parse(readFileSync(path.join(chunks, 'framework.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(readFileSync(path.join(chunks, 'page.js'), 'utf8')).toBe('page()');
  });
});
