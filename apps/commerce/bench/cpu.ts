/**
 * CPU time of the processes serving a benchmark, read from /proc (Linux, 10 ms ticks): unlike
 * latency it does not grow when other work shares the machine, so runs on a busy machine can
 * still be compared. Counts the server's process group (tsx and the node it starts) and the
 * PostgreSQL backends connected to the benchmarked database (same machine only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';

/** utime + stime (ticks) and process group of one process, from /proc/<pid>/stat. */
function stat(pid: number): { ticks: number; group: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ": state ppid pgrp … utime (12th) stime (13th).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), group: Number(fields[2]) };
  } catch {
    return undefined; // ended, or no /proc
  }
}

/** Ticks used so far by each process of a process group. */
function groupTicks(group: number): Map<number, number> {
  const ticks = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s?.group === group) ticks.set(Number(entry), s.ticks);
  }
  return ticks;
}

/** Ticks used so far by each PostgreSQL backend connected to the handle's database. */
async function backendTicks(handle: DatabaseHandle | undefined): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  if (handle?.dialect !== 'postgres') return ticks;
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND backend_type = 'client backend'`.execute(handle.db);
  for (const { pid } of rows) {
    const s = stat(pid);
    if (s) ticks.set(pid, s.ticks);
  }
  return ticks;
}

export interface CpuMark {
  own: NodeJS.CpuUsage;
  processes: Map<number, number>;
}

/**
 * Where the CPU counters stand: this process's own usage (with `own`), a server's process group
 * (with `group`) and the database's backends (with a PostgreSQL `handle`).
 */
export async function cpuMark(options: {
  own?: boolean;
  group?: number;
  handle?: DatabaseHandle;
}): Promise<CpuMark> {
  const processes = options.group === undefined ? new Map<number, number>() : groupTicks(options.group);
  for (const [pid, ticks] of await backendTicks(options.handle)) processes.set(pid, ticks);
  return { own: options.own ? process.cpuUsage() : { user: 0, system: 0 }, processes };
}

/** CPU milliseconds used between two marks (processes started in between count from zero). */
export function cpuBetween(from: CpuMark, to: CpuMark): number {
  let ticks = 0;
  for (const [pid, value] of to.processes) ticks += value - (from.processes.get(pid) ?? 0);
  const own = to.own.user + to.own.system - from.own.user - from.own.system;
  return own / 1000 + ticks * 10;
}
