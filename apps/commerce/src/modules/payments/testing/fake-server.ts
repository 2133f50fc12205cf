import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recorded request to a fake bank API. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => {
  status: number;
  body?: unknown;
  contentType?: string;
};

/**
 * A local HTTP server on port 0 that follows a bank's public contract, for the production
 * clients' tests (docs/architecture.md, decision 5). It records every request.
 */
export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = handler(recorded);
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      res.end(
        answer.body === undefined
          ? ''
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
