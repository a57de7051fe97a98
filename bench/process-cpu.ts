import { readFileSync } from 'node:fs';

/** CPU time a process has used so far, in ms, from /proc (clock ticks of 10 ms); null where there is no /proc. */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
