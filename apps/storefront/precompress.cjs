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

/** Text files worth compressing; pictures and fonts in the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map|html)$/;
/** Below this a compressed copy saves less than the headers it needs (the size Next also uses). */
const MIN_BYTES = 1024;

/** @param {Buffer} data */
function compressAll(data) {
  return {
    br: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
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
 * @returns {{ files: number, bytes: number, br: number, gz: number }} what was written, for the log
 */
function precompressStatic(distDir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(path.join(distDir, 'static'))) {
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const fresh = (/** @type {string} */ copy) =>
      fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= stat.mtimeMs;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const data = fs.readFileSync(file);
    const { br, gz } = compressAll(data);
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += data.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

module.exports = { precompressStatic, COMPRESSIBLE, MIN_BYTES };

if (require.main === module) {
  const distDir = path.resolve(__dirname, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const { files, bytes, br, gz } = precompressStatic(distDir);
  const kb = (/** @type {number} */ n) => `${Math.round(n / 1024)} KB`;
  console.log(
    files === 0
      ? 'Precompressed build files: up to date.'
      : `Precompressed ${files} build files: ${kb(bytes)} → ${kb(br)} brotli, ${kb(gz)} gzip.`,
  );
}
