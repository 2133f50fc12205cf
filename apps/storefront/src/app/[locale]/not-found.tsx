import { NotFoundView } from '../../features/layout/not-found-view';

/** 404 for a locale's addresses (rules §2: 'This page could not be found'). */
export default function NotFound() {
  return <NotFoundView standalone />;
}
