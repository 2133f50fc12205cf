import { gzipSync } from 'node:zlib';

/** The first-load JavaScript of one page, as the bench reports it and `npm test` guards it. */
export interface FirstLoadJs {
  files: number;
  /** Every script gzipped at level 9, in KB: the figure the budget is written in. */
  gzipKb: number;
  /** What the store sends a browser that takes brotli, in KB. */
  sentKb: number;
}

/**
 * The JavaScript a first visit to `url` loads: its <script src> chunks, not the legacy polyfills
 * marked `nomodule` (browsers with ES modules never fetch them).
 */
export async function firstLoadJs(url: string): Promise<FirstLoadJs> {
  const html = await (await fetch(url)).text();
  const sources = new Set(
    [...html.matchAll(/<script([^>]*)>/g)]
      .map((m) => m[1] as string)
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .flatMap((attributes) => /\bsrc="([^"]+\.js[^"]*)"/.exec(attributes)?.[1] ?? []),
  );
  let bytes = 0;
  let sent = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, url), { headers: { 'accept-encoding': 'br, gzip' } });
    const body = Buffer.from(await response.arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
    sent += Number(response.headers.get('content-length') ?? body.length);
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { files: sources.size, gzipKb: kb(bytes), sentKb: kb(sent) };
}
