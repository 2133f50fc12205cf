import type { ReactNode } from 'react';

// The document (<html lang>, <body>) is rendered by app/[locale]/layout.tsx, which knows the
// language; route handlers (/graphql, /media, /health) need no layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
