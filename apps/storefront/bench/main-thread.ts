import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';

/**
 * The page's main-thread work from a Lighthouse trace, in **thread time** (the CPU the renderer
 * really got, `tdur`) rather than wall time: on a machine shared with other work a task's wall
 * time grows with the load, its thread time hardly. Figures are multiplied by 4, the CPU slowdown
 * Lighthouse's mobile simulation applies to the unthrottled trace, so they read as a mid-range
 * phone's milliseconds and compare across runs at any load.
 */
export interface ThreadTime {
  /** All main-thread work from navigation to the end of the trace. */
  cpuMs: number;
  /** Tasks over 50 ms at 4×: how many, and their blocking part (each one's time past 50 ms). */
  longTasks: number;
  blockingMs: number;
  /** The longest task. */
  longestMs: number;
  /** Self time by Lighthouse's groups (scriptEvaluation, scriptParseCompile, styleLayout…). */
  groups: Record<string, number>;
  /** Self time of script evaluation and compilation by script, costliest first. */
  scripts: { url: string; ms: number }[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

interface Node {
  event: TraceEvent;
  end: number;
  childThreadTime: number;
  url: string | undefined;
  topLevel: boolean;
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The renderer's main thread that ran the page: the CrRendererMain with the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const renderers = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const best = renderers.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  if (!best) throw new Error('the trace has no renderer main thread');
  return { pid: best.pid, tid: best.tid };
}

export function threadTime(traceEvents: unknown[]): ThreadTime {
  const events = traceEvents as TraceEvent[];
  const { pid, tid } = mainThread(events);
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
    )
    .at(-1);
  const start = navigation?.ts ?? 0;
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.tdur !== undefined && e.ts >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const groups: Record<string, number> = {};
  const byScript = new Map<string, number>();
  const tasks: number[] = [];
  const stack: Node[] = [];
  const close = (node: Node) => {
    const self = Math.max(0, (node.event.tdur ?? 0) - node.childThreadTime) / 1000;
    const group = taskNameToGroup[node.event.name]?.id ?? 'other';
    groups[group] = (groups[group] ?? 0) + self;
    if (node.url && (group === 'scriptEvaluation' || group === 'scriptParseCompile'))
      byScript.set(node.url, (byScript.get(node.url) ?? 0) + self);
    if (node.topLevel) tasks.push((node.event.tdur ?? 0) / 1000);
  };
  for (const event of slices) {
    while (stack.length && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (!parent && event.name !== 'RunTask') continue;
    if (parent) parent.childThreadTime += event.tdur ?? 0;
    stack.push({
      event,
      end: event.ts + (event.dur ?? 0),
      childThreadTime: 0,
      url: event.args?.data?.url || parent?.url,
      topLevel: !parent,
    });
  }
  while (stack.length) close(stack.pop()!);
  const slowed = (ms: number) => Math.round(ms * SLOWDOWN);
  const long = tasks.map(slowed).filter((ms) => ms > LONG_TASK_MS);
  return {
    cpuMs: slowed(tasks.reduce((sum, ms) => sum + ms, 0)),
    longTasks: long.length,
    blockingMs: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    longestMs: Math.max(0, ...long),
    groups: Object.fromEntries(
      Object.entries(groups)
        .map(([group, ms]) => [group, slowed(ms)] as const)
        .sort((a, b) => b[1] - a[1]),
    ),
    scripts: [...byScript]
      .map(([url, ms]) => ({ url: url.replace(/^https?:\/\/[^/]+/, ''), ms: slowed(ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8),
  };
}
