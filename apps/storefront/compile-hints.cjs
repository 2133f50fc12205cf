// @ts-check
/**
 * V8 explicit compile hints for the framework's chunks (https://v8.dev/blog/explicit-compile-hints).
 *
 * A browser compiles a script's functions lazily, on the main thread, the first time each one is
 * called. React DOM and Next's router (the build's `rootMainFiles`, loaded by every page) call
 * nearly all of theirs while the page hydrates, so a phone spent about 500 ms of main-thread time
 * at Lighthouse's 4× CPU parsing and compiling them one by one, inside the long tasks that make up
 * Total Blocking Time. The magic comment `//# allFunctionsCalledOnLoad` on a file's first line
 * makes V8 compile all of it eagerly while it streams the download, off the main thread. Browsers
 * without the feature read an ordinary comment.
 *
 * Only the root files get the hint. Hinting every first-load chunk measured no better, and once held
 * back the first paint by a second: the pages' own chunks are small and arrive early, and eager
 * compilation of functions that may never run then competes with the first paint.
 *
 * Run after `next build` (scripts/start.mjs, `npm run build`): `node compile-hints.cjs [distDir]`.
 * Adding the comment is idempotent; the source map, when the build writes one, gets the extra line.
 */
const fs = require('node:fs');
const path = require('node:path');

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {string} code
 * @returns {string | null} the hinted code, or null when it is hinted already
 */
function withCompileHint(code) {
  return code.startsWith(HINT) ? null : HINT + code;
}

/**
 * Shifts a source map by the one line the hint adds at the top of the generated file.
 * @param {{ mappings?: string, sections?: Array<{ offset: { line: number, column: number } }> }} map
 */
function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })),
    };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * Adds the hint to the build's root main files in `distDir`.
 * @param {string} distDir
 * @returns {string[]} the files that got the hint in this call
 */
function addCompileHints(distDir) {
  /** @type {{ rootMainFiles?: string[] }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const hinted = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(distDir, file);
    const code = fs.readFileSync(full, 'utf8');
    const next = withCompileHint(code);
    if (next === null) continue;
    fs.writeFileSync(full, next);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(full), mapName) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      fs.writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))));
    }
    hinted.push(file);
  }
  return hinted;
}

module.exports = { HINT, withCompileHint, shiftSourceMap, addCompileHints };

if (require.main === module) {
  const distDir = path.resolve(__dirname, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const hinted = addCompileHints(distDir);
  console.log(`Compile hints: ${hinted.length} framework chunk(s) marked for eager compilation.`);
}
