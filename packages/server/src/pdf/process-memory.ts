import { readdirSync, readFileSync } from 'node:fs';

/** Memory of a tree of processes, in MB: the sum of their RSS, and of their PSS (shared pages counted once). */
export interface TreeMemory {
  rssMb: number;
  pssMb: number;
}

/**
 * The processes of the machine: each one's children, and its command line (words separated by NUL), read from /proc
 * (Linux); a process gone meanwhile is left out.
 */
export function processTable(): { children: Map<number, number[]>; commands: Map<number, string> } {
  const children = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces and parentheses): state, then the parent's pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
      commands.set(Number(name), readFileSync(`/proc/${name}/cmdline`, 'utf8'));
    } catch {
      // The process ended meanwhile.
    }
  }
  return { children, commands };
}

/** A process's RSS and PSS in kB (smaps_rollup), or zeros when it is gone. */
function processMemoryKb(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(rollup.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { rss: field('Rss'), pss: field('Pss') };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** The memory of `root` and every process under it. */
function treeOf(table: ReturnType<typeof processTable>, root: number): TreeMemory {
  let rss = 0;
  let pss = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const memory = processMemoryKb(pid);
    rss += memory.rss;
    pss += memory.pss;
    queue.push(...(table.children.get(pid) ?? []));
  }
  return { rssMb: Math.round(rss / 102.4) / 10, pssMb: Math.round(pss / 102.4) / 10 };
}

/** The memory of a process and of every process under it (by default this one, with any Chromium it launched). */
export function processTreeMemory(rootPid = process.pid): TreeMemory {
  return treeOf(processTable(), rootPid);
}

/**
 * The memory of the process tree whose root's command line holds `marker` (a switch given to one launched program),
 * or null when no such process runs.
 */
export function markedTreeMemory(marker: string): TreeMemory | null {
  const table = processTable();
  for (const [pid, command] of table.commands) if (command.includes(marker)) return treeOf(table, pid);
  return null;
}
