import { inflateSync } from 'node:zlib';

/** The text drawn in a PDF: content streams inflated, hex strings of TJ/Tj decoded (latin1). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hex = tj[1] ? [...tj[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join('') : tj[2]!;
      parts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    parts.push('\n');
  }
  return parts.join('');
}
