import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '../lib/site';
import './globals.css';

export const metadata: Metadata = {
  title: `${site.name} — ${site.tagline}`,
  description: `${site.name}: ${site.tagline}, limpeza e café para sua empresa, casa e escola.`,
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
