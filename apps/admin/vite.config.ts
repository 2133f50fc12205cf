import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served under /admin by the commerce server, beside /rest on the same origin.
// `npm run dev`: Vite on ADMIN_PORT (default 5173), /rest forwarded to the commerce server.
const commerce = process.env.COMMERCE_URL ?? `http://127.0.0.1:${process.env.COMMERCE_PORT ?? 4000}`;

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // ra-input-rich-text's own copy of @tiptap/core (3.31) lacks what its newer extensions (3.35)
  // import; one copy of the editor core for all of them, the workspace's.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 5173),
    host: process.env.HOST ?? '127.0.0.1',
    proxy: { '/rest': commerce },
  },
});
