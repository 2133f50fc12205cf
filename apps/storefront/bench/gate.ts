/**
 * The storefront bench's gate: each page's median Lighthouse run against the target of the CPU
 * band it was measured in, and the first screen's budgets (which do not depend on the machine).
 * Lighthouse scores follow the machine's speed (its CPU index), so a target means something
 * only beside the band it holds for: the output always names the band.
 */

export type Band = 'slow' | 'middle' | 'fast';

/** Lighthouse's CPU index bands: under 2,000 stands in for a mid-range phone, over 3,000 is a quick desktop. */
export function bandOf(benchmarkIndex: number): Band {
  if (benchmarkIndex < 2_000) return 'slow';
  if (benchmarkIndex > 3_000) return 'fast';
  return 'middle';
}

export const BAND_LABELS: Record<Band, string> = {
  slow: 'CPU index under 2,000',
  middle: 'CPU index 2,000–3,000',
  fast: 'CPU index over 3,000',
};

/** Mobile performance score, TBT and LCP a page's median must reach, per band. */
export const LIGHTHOUSE_TARGETS: Record<Band, { performance: number; tbtMs: number; lcpMs: number }> = {
  slow: { performance: 90, tbtMs: 250, lcpMs: 2_400 },
  // No separate target between the two: the slow machine's holds.
  middle: { performance: 90, tbtMs: 250, lcpMs: 2_400 },
  fast: { performance: 98, tbtMs: 250, lcpMs: 2_400 },
};

/** The first screen's budgets (bench/first-screen.ts), per page; pages not named have none. */
export const FIRST_SCREEN_BUDGETS: Record<
  string,
  { rscKb?: number; domElements?: number; clientComponents?: number }
> = {
  home: { rscKb: 60, domElements: 800, clientComponents: 60 },
  category: { clientComponents: 60 },
};

export interface PageRun {
  page: string;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

export interface FirstScreenRun {
  page: string;
  rscKb: number;
  domElements: number;
  clientComponents: number;
}

/** Every miss, as a line to print; an empty list passes. */
export function gateFailures(
  lighthouse: readonly PageRun[],
  firstScreens: readonly FirstScreenRun[],
): string[] {
  const failures: string[] = [];
  for (const run of lighthouse) {
    const band = bandOf(run.benchmarkIndex);
    const target = LIGHTHOUSE_TARGETS[band];
    const where = `${run.page} (${BAND_LABELS[band]}: measured ${run.benchmarkIndex})`;
    if (run.performance < target.performance)
      failures.push(`${where}: performance ${run.performance} < ${target.performance}`);
    if (run.tbtMs > target.tbtMs) failures.push(`${where}: TBT ${run.tbtMs} ms > ${target.tbtMs} ms`);
    if (run.lcpMs > target.lcpMs) failures.push(`${where}: LCP ${run.lcpMs} ms > ${target.lcpMs} ms`);
  }
  for (const run of firstScreens) {
    const budget = FIRST_SCREEN_BUDGETS[run.page];
    if (!budget) continue;
    if (budget.rscKb !== undefined && run.rscKb > budget.rscKb)
      failures.push(`${run.page}: RSC payload ${run.rscKb} KB > ${budget.rscKb} KB`);
    if (budget.domElements !== undefined && run.domElements > budget.domElements)
      failures.push(`${run.page}: ${run.domElements} elements at load > ${budget.domElements}`);
    if (budget.clientComponents !== undefined && run.clientComponents > budget.clientComponents)
      failures.push(`${run.page}: ${run.clientComponents} client components > ${budget.clientComponents}`);
  }
  return failures;
}
