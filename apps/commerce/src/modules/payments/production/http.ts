import http from 'node:http';
import https from 'node:https';
import { ProviderError } from '../errors';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** An https.Agent with a client certificate, for PSPs that require mutual TLS. */
  agent?: https.Agent;
}

export interface HttpResponse {
  status: number;
  contentType: string;
  text: string;
}

/**
 * One HTTP call to a bank's API, on node:http(s) so that a client certificate can be used (fetch
 * cannot take an agent). A network failure or a timeout becomes a ProviderError; any HTTP status
 * is returned for the caller to read, since banks answer declines and errors with a body.
 */
export function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-length': Buffer.byteLength(request.body) }),
          ...request.headers,
        },
        agent: request.agent,
        timeout: request.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) =>
          reject(new ProviderError(`${request.method} ${url.pathname}: ${error.message}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    req.on('error', (error) =>
      reject(new ProviderError(`${request.method} ${url.pathname}: ${error.message}`)),
    );
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** Parses a JSON body; undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page from a proxy): the caller reports the status instead.
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' ? field : typeof field === 'number' ? String(field) : undefined;
}
