// @ts-check
/**
 * Brotli and gzip copies of the build's browser files, made once at build time at the highest
 * levels (`x.js` → `x.js.br`, `x.js.gz`), which server.cjs sends as they are. Next compresses every
 * static file again on each request, with gzip only: brotli at level 11 is 12–15 % smaller for the
 * scripts and CSS, and a page's first visit asks for about 17 files at once while the server is
 * still sending the page, so the CSS that holds back the first paint waited behind their
 * compression.
 *
 * Run after compile-hints.cjs (which changes the root chunks): `node precompress.cjs [distDir]`.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/**
 * Text files worth compressing, with the type server.cjs sends them as; pictures and fonts in the
 * build are compressed already.
 */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
});
/** The copies beside each file, by HTTP content coding, smaller first (server.cjs's preference). */
const COPIES = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);
/** Below this a compressed copy saves less than the headers it needs (the size Next also uses). */
const MIN_BYTES = 1024;

/**
 * @param {Buffer} data
 * @param {string} coding one of COPIES
 */
function compress(data, coding) {
  return coding === 'br'
    ? zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `<distDir>/static` that lacks an
 * up-to-date copy, and only when the copy is smaller than the file.
 * @param {string} distDir
 * @returns {{ files: number, bytes: number, br: number, gzip: number }} what was compressed, for the log
 */
function precompressStatic(distDir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(path.join(distDir, 'static'))) {
    if (!Object.hasOwn(CONTENT_TYPES, path.extname(file))) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const fresh = (/** @type {string} */ copy) =>
      fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= stat.mtimeMs;
    if (COPIES.every(([, suffix]) => fresh(file + suffix))) continue;
    const data = fs.readFileSync(file);
    for (const [coding, suffix] of COPIES) {
      const copy = compress(data, coding);
      if (copy.length < data.length) fs.writeFileSync(file + suffix, copy);
      totals[coding] += copy.length;
    }
    totals.files += 1;
    totals.bytes += data.length;
  }
  return totals;
}

module.exports = { precompressStatic, CONTENT_TYPES, COPIES, MIN_BYTES };

if (require.main === module) {
  const distDir = path.resolve(__dirname, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const { files, bytes, br, gzip } = precompressStatic(distDir);
  const kb = (/** @type {number} */ n) => `${Math.round(n / 1024)} KB`;
  console.log(
    files === 0
      ? 'Precompressed build files: up to date.'
      : `Precompressed ${files} build files: ${kb(bytes)} → ${kb(br)} brotli, ${kb(gzip)} gzip.`,
  );
}
