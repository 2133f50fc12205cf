import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Several dev servers (one per person or tool) can run side by side with their own NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@store/br'],
  // The dev server is opened as http://127.0.0.1:<port> by the start script and the tests.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: true },
  experimental: {
    // The page cache lives in memory (Next's LRU, cacheMaxMemorySize, 50 MB by default), never on
    // disk: any URL can be asked for, and a disk copy per URL would grow without bound.
    isrFlushToDisk: false,
  },
};

export default nextConfig;
