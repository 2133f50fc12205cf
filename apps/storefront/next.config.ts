import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  transpilePackages: ['@store/br'],
  images: { unoptimized: true },
};

export default nextConfig;
