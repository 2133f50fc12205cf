import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** What a phone's first load of one page carries and hydrates. */
export interface FirstScreen {
  /** The HTML as sent (uncompressed), KB. */
  htmlKb: number;
  /** Of it, the inline RSC payload (`self.__next_f.push` scripts), KB. */
  rscKb: number;
  /** Elements in the document when the load event fires. */
  domElements: number;
  /**
   * Client component instances React mounted (function, class, forwardRef and memo fibers in the
   * hydrated tree), Next.js's own router components included, counted once the page is idle.
   */
  clientComponents: number;
  /** Of them, next/link instances (a component whose first element is an `<a>` with its `href`). */
  links: number;
  /** RSC requests the router made during the load (prefetches), before any interaction. */
  rscRequests: number;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** The inline RSC payload of an App Router page: the text of its `self.__next_f.push(...)` scripts. */
export function rscPayloadBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g))
    bytes += Buffer.byteLength(match[1] ?? '');
  return bytes;
}

/*
 * In-page code as text (tsx adds `__name` helpers that do not exist in the page). Fiber tags:
 * 0 function, 1 class, 11 forwardRef, 14 memo, 15 simple memo; 5 is a host element.
 */
const COUNT_COMPONENTS = `(() => {
  const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
  const root = key ? document[key] : null;
  if (!root) return { clientComponents: 0, links: 0 };
  let clientComponents = 0;
  let links = 0;
  const stack = [root];
  while (stack.length) {
    const fiber = stack.pop();
    if ([0, 1, 11, 14, 15].includes(fiber.tag)) {
      clientComponents++;
      let host = fiber.child;
      while (host && host.tag !== 5) host = host.child;
      const props = fiber.memoizedProps;
      if (host && host.type === 'a' && props && typeof props === 'object' && 'href' in props && 'prefetch' in props)
        links++;
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return { clientComponents, links };
})()`;

/**
 * Loads `url` in headless Chromium at a phone's size (390 × 844) and reads what its first load
 * carried: HTML and RSC payload size, elements at load, client components mounted once idle, and
 * RSC requests the router sent without being asked to.
 */
export async function measureFirstScreen(url: string): Promise<FirstScreen> {
  const html = await (await fetch(url, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } })).text();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'Accept-Language': 'pt-BR,pt;q=0.9' },
      bypassCSP: true,
    });
    let rscRequests = 0;
    page.on('request', (request) => {
      if (request.headers().rsc === '1') rscRequests++;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const domElements = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
    // Idle: hydration, idle-time prefetches and deferred islands have had their turn.
    await page.waitForTimeout(4_000);
    const counts = (await page.evaluate(COUNT_COMPONENTS)) as { clientComponents: number; links: number };
    return {
      htmlKb: kb(Buffer.byteLength(html)),
      rscKb: kb(rscPayloadBytes(html)),
      domElements,
      ...counts,
      rscRequests,
    };
  } finally {
    await browser.close();
  }
}
