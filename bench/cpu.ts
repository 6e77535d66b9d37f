/**
 * CPU time by process role on Linux, read from `/proc`: what each part of a multi-process run costs
 * (analysis workers, service instance, PostgreSQL, Redis, the benchmark itself). Elsewhere it reads zero.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Seconds of CPU (user + system) by role. */
export type CpuByRole = Record<string, number>;

function cpuSeconds(pid: string): number {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] as string).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function processes(): string[] {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
}

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The CPU used so far by each role: `roles` names our children by pid; PostgreSQL and Redis are every
 * process of theirs on the machine (the benchmark starts its own).
 *
 * @example
 * ```ts
 * const before = cpuByRole({ instance: [server.pid] });
 * // … work …
 * const used = cpuDelta(before, cpuByRole({ instance: [server.pid] })); // { instance: 0.4, postgresql: 0.1, … }
 * ```
 */
export function cpuByRole(roles: Record<string, readonly number[]>): CpuByRole {
  const out: CpuByRole = { benchmark: cpuSeconds(String(process.pid)) };
  for (const [role, pids] of Object.entries(roles)) out[role] = pids.reduce((sum, pid) => sum + cpuSeconds(String(pid)), 0);
  for (const pid of processes()) {
    const cmd = commandLine(pid);
    const role = cmd.startsWith('postgres') || cmd.includes('/bin/postgres') ? 'postgresql' : cmd.includes('redis-server') ? 'redis' : undefined;
    if (role) out[role] = (out[role] ?? 0) + cpuSeconds(pid);
  }
  return out;
}

/** What was used between two readings. */
export function cpuDelta(before: CpuByRole, after: CpuByRole): CpuByRole {
  return Object.fromEntries(Object.entries(after).map(([role, s]) => [role, s - (before[role] ?? 0)]));
}
