'use client';

import { useEffect } from 'react';
import { reloadForChunkError } from './chunk-reload';

/** Reloads the page when a route chunk fails to load outside React's error boundaries. */
export function ChunkReloadListener() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
