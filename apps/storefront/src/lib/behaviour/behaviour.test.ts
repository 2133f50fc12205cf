import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload } from './chunk-reload';
import { deviceOf } from './device';

describe('deviceOf (rules §9 breakpoints)', () => {
  it('classifies widths by the spec breakpoints', () => {
    expect([300, 320, 640, 767, 768, 1024, 1280, 1536].map((width) => deviceOf(width).breakpoint)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'lg',
      'xl',
      'xxl',
    ]);
  });

  it('treats widths below 768 px as phones and below 1366 px as small desktops', () => {
    expect(deviceOf(767)).toMatchObject({ isMobile: true, isSmallDesktop: false });
    expect(deviceOf(768)).toMatchObject({ isMobile: false, isSmallDesktop: true });
    expect(deviceOf(1366)).toMatchObject({ isMobile: false, isSmallDesktop: false });
  });
});

describe('chunk-load failures (rules §2)', () => {
  it('recognises chunk-load errors of webpack, Turbopack and native imports', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const now = 1_000_000;
    expect(mayReload(now, undefined)).toBe(true);
    expect(mayReload(now, now - 59_999)).toBe(false);
    expect(mayReload(now, now - 60_000)).toBe(true);
  });
});
