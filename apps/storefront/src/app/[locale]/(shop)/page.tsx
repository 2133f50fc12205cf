import type { Metadata } from 'next';
import { HomePage, homeMetadata } from '../../../features/home/home-page';
import { noPrebuiltPages } from '../../../lib/page-cache';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

interface HomeRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: HomeRouteProps): Promise<Metadata> {
  return homeMetadata((await params).locale);
}

export default async function HomeRoute({ params }: HomeRouteProps) {
  return <HomePage localeCode={(await params).locale} />;
}
