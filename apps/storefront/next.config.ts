import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * use-intl formats messages compiled ahead of time (src/lib/i18n.ts), so its formatter is the
 * format-only build, without the ICU parser. A relative path: Turbopack keeps bundling the
 * parser when the alias is a package specifier.
 */
const formatOnly = path.relative(
  process.cwd(),
  createRequire(path.join(process.cwd(), 'next.config.ts')).resolve('use-intl/format-message/format-only'),
);

const nextConfig: NextConfig = {
  // Several dev servers (one per person or tool) can run side by side with their own NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@store/br'],
  // The dev server is opened as http://127.0.0.1:<port> by the start script and the tests.
  allowedDevOrigins: ['127.0.0.1'],
  // Pictures come from the commerce server at the spec's sizes (same-origin /media/…); the
  // optimiser serves them in WebP at the widths each screen needs (srcset from `sizes`) and keeps
  // the results in memory, in the cache handler below (`customCacheHandler`).
  images: {
    customCacheHandler: true,
    formats: ['image/webp'],
    deviceSizes: [360, 414, 640, 828, 1080],
    imageSizes: [64, 100, 140, 160, 216, 280, 432],
    minimumCacheTTL: 86_400,
  },
  // `NEXT_BROWSER_SOURCE_MAPS=true next build` writes the browser bundles' source maps, to see
  // which modules make up each chunk (README, "Performance").
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === 'true',
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}`,
    },
  },
  // No ETag on pages: Next hashes every HTML and RSC response in JavaScript to make one, about
  // 2 ms for a 330 KB listing and 17 % of the server's CPU under load, for conditional requests
  // that pages cached 60 s with `s-maxage` only (no browser max-age) hardly ever get. Optimised
  // pictures keep their own ETags, public files their Last-Modified, build files are immutable.
  generateEtags: false,
  // No `X-Powered-By: Next.js`: it tells an attacker which framework and exploits to try.
  poweredByHeader: false,
  // server.cjs compresses (brotli or gzip) and sends the build's files precompressed; Next's own
  // compression is gzip only, and would compress every static file again on each request.
  compress: false,
  // Next's page cache plus a bounded in-memory cache of optimised pictures (cache-handler.cjs).
  cacheHandler: path.join(process.cwd(), 'cache-handler.cjs'),
  experimental: {
    // The page cache lives in memory (Next's LRU, cacheMaxMemorySize, 50 MB by default), never on
    // disk: any URL can be asked for, and a disk copy per URL would grow without bound.
    isrFlushToDisk: false,
    // A request that the proxy (src/proxy.ts) sees has its body copied in memory for it, up to
    // this size (10 MB by default). Pages take no bodies; the API routes that do are outside the
    // proxy's matcher and stream theirs to the commerce server under their own caps
    // (lib/commerce-proxy.server.ts).
    proxyClientMaxBodySize: '1mb',
  },
};

export default nextConfig;
