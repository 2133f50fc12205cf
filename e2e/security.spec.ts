// The storefront at the edge (apps/storefront/edge.cjs, server.cjs): an enforced Content-Security-
// Policy with a per-answer nonce that the store's own pages satisfy in Chromium (home, a product,
// the cart, checkout, a client-side navigation), the security headers on pages, RSC payloads,
// build files, pictures and the API proxy, and no 5xx under a burst of page and RSC requests on
// keep-alive connections: the locale rewrites stay inside the process (they were sent back over
// HTTP to the storefront's own port, and keep-alive races answered bare 500s). Also: the sandbox
// bank is not reachable through the storefront, and a 50 MB body is refused at once.
import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { STOREFRONT_PORT } from './ports';
import { settleRequests } from './store';

const BASE = `http://127.0.0.1:${STOREFRONT_PORT}`;
const PRODUCT = '/produto?sku=200012';
const CATEGORY = '/papelaria.html';
const PRODUCT_HTML = '/caneta-gel-retratil-pilot-g2-0-7mm.html';

/** Collects CSP violations: the DOM event and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('home, a product, the cart and checkout run under the enforced CSP without a violation', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'/);
  expect(home?.headers()['content-security-policy-report-only']).toBeUndefined();
  await settleRequests(page);
  // The page's scripts carry the answer's nonce (hydration ran: the header's search answers).
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const scriptNonces = await page.$$eval('script', (scripts) => scripts.map((script) => script.nonce));
  expect(scriptNonces.length).toBeGreaterThan(5);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));

  // A client-side navigation (RSC payload) to a category, then a product page.
  const rscAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.request().headers().rsc === '1') rscAnswers.push(response.status());
  });
  await page.locator(`main a[href="${CATEGORY}"]`).first().click();
  await page.waitForURL(`**${CATEGORY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await settleRequests(page);
  expect(rscAnswers).toContain(200);
  expect(violations).toEqual([]);

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await settleRequests(page);
  await page
    .getByRole('region', { name: 'Comprar' })
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  // Generous: the cart's first query waits on the commerce server, slow on a busy machine.
  await expect(page.getByRole('dialog', { name: 'Meu carrinho' })).toBeVisible({ timeout: 30_000 });
  await settleRequests(page);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Detalhes de Entrega' })).toBeVisible({ timeout: 60_000 });
  // Every picture of the page is loaded (the order summary's lines come from the commerce server).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settleRequests(page);
  const pictures = page.locator('main img');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  // Pictures through the optimiser were drawn (img-src 'self').
  expect(violations).toEqual([]);
});

test('every kind of answer carries the security headers', async ({ request }) => {
  const expectSecure = (headers: Record<string, string>, what: string) => {
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['x-powered-by'], what).toBeUndefined();
    // Plain HTTP here: no HSTS.
    expect(headers['strict-transport-security'], what).toBeUndefined();
  };
  const page = await request.get('/');
  expectSecure(page.headers(), 'page');
  const html = await page.text();
  const rsc = await request.get(`${CATEGORY}?_rsc`, { headers: { rsc: '1' } });
  expect(rsc.status()).toBe(200);
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expectSecure(rsc.headers(), 'RSC');
  // The placeholder Next renders with never goes out: the payload names this answer's nonce.
  const rscNonce = /'nonce-([^']+)'/.exec(rsc.headers()['content-security-policy'] ?? '')?.[1];
  const named = new Set([...(await rsc.text()).matchAll(/"nonce":"([^"]+)"/g)].map((match) => match[1]));
  expect([...named]).toEqual([rscNonce]);

  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of ['br', 'identity']) {
    const file = await request.get(script ?? '', { headers: { 'accept-encoding': encoding } });
    expect(file.status()).toBe(200);
    expectSecure(file.headers(), `build file (${encoding})`);
  }
  const picture = /\/_next\/image\?url=[^"&]+&amp;w=\d+&amp;q=\d+/.exec(html)?.[0]?.replaceAll('&amp;', '&');
  expect(picture).toBeTruthy();
  const optimised = await request.get(picture ?? '');
  expect(optimised.status()).toBe(200);
  expectSecure(optimised.headers(), 'optimised picture');
  const api = await request.post('/graphql', { data: { query: '{ storeConfig { store_name } }' } });
  expect(api.status()).toBe(200);
  expectSecure(api.headers(), 'API proxy');
  expectSecure((await request.get('/manifest.webmanifest')).headers(), 'public file');
});

test('the sandbox bank is not reachable through the storefront', async ({ request }) => {
  for (const path of ['/payments/sandbox/pix/pay?txid=x', '/payments/sandbox/boleto/pay?orderId=1']) {
    expect((await request.post(path)).status(), path).toBe(404);
  }
});

test('a 50 MB body is refused with 413 before it is read', async () => {
  const started = Date.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${BASE}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => (Date.now() - started > 20_000 ? reject(error) : undefined));
    const chunk = Buffer.alloc(256 * 1024, 32);
    let sent = 0;
    const pump = () => {
      while (sent < 50 * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
  expect(status).toBe(413);
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('hundreds of page and RSC requests on keep-alive connections: no 5xx, rewrites served in-process', async () => {
  test.setTimeout(180_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const paths = ['/', CATEGORY, PRODUCT_HTML, '/en', '/informatica.html', PRODUCT];
  const statuses = new Map<number | string, number>();
  const externalRewrites = new Set<string>();
  const get = (path: string, rsc: boolean) =>
    new Promise<void>((resolve) => {
      const url = rsc ? `${path}${path.includes('?') ? '&' : '?'}_rsc` : path;
      const headers: Record<string, string> = rsc
        ? { rsc: '1', accept: '*/*' }
        : { accept: 'text/html', cookie: 'vsf-locale=pt-BR' };
      const req = http.get(`${BASE}${url}`, { agent, headers }, (res) => {
        const rewrite = res.headers['x-middleware-rewrite'];
        // An absolute rewrite target is one Next sends back over HTTP instead of serving it.
        if (typeof rewrite === 'string' && /^https?:/.test(rewrite)) externalRewrites.add(rewrite);
        statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        statuses.set(error.code ?? 'error', (statuses.get(error.code ?? 'error') ?? 0) + 1);
        resolve();
      });
    });
  const total = 480;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) {
        const index = next++;
        await get(paths[index % paths.length] ?? '/', Math.floor(index / paths.length) % 2 === 1);
      }
    }),
  );
  agent.destroy();
  expect(Object.fromEntries(statuses)).toEqual({ 200: total });
  expect([...externalRewrites]).toEqual([]);
});
