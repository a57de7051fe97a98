import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A chaos person run by the probe process: where it connects, who it is, and its partner. */
export interface ProbePersonSetup {
  index: number;
  base: string;
  account: { loginId: number; username: string };
  partner: number;
}

/** What the test tells the probe process. */
export type ProbeCommand =
  | { kind: 'setup'; people: ProbePersonSetup[] }
  | { kind: 'send'; startedAt: number; everyMs: number; each: number; of: number }
  | { kind: 'fault'; fault: string }
  | { kind: 'stop' };

/** One probe person as the probe process last reported it. */
export interface ProbePerson {
  index: number;
  texts: string[];
  ids: number[];
  waiting: number;
  resyncs: Array<{ fault: string; ms: number }>;
  settled: boolean;
}

/** What the probe process says: ready once everyone signed in, then its people and its own stalls, every 250 ms. */
export type ProbeReport =
  | { kind: 'ready' }
  | { kind: 'state'; people: ProbePerson[]; stallMaxMs: number; stallP99Ms: number; done: boolean };

/** The probe process, seen from the test. */
export interface Probes {
  /** The latest report of each probe person. */
  people(): ProbePerson[];
  /** The probe process's own event loop delay so far (max and p99, ms). */
  stalls(): { maxMs: number; p99Ms: number };
  /** Starts each person's sending: message n at `startedAt` (epoch ms) + index/of × everyMs + n × everyMs. */
  send(startedAt: number, everyMs: number, each: number, of: number): void;
  /** Names the fault under way, for the resyncs it causes. */
  fault(name: string): void;
  /** Stops every person and the process, after a last report. */
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./chaos-probe-process.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts a process of its own for a few of the chaos test's people, as each person's browser is on a machine of its
 * own: their resync times are the servers', not those of one process running hundreds of clients. Resolves once they
 * are all signed in with their conversation open.
 */
export async function startProbes(people: ProbePersonSetup[]): Promise<Probes> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let last: Extract<ProbeReport, { kind: 'state' }> = {
    kind: 'state',
    people: [],
    stallMaxMs: 0,
    stallP99Ms: 0,
    done: false,
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let finalReport: (() => void) | null = null;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the probe process exited (${code}) before it was ready`)));
    child.on('message', (message: ProbeReport) => {
      if (message.kind === 'ready') resolve();
      else {
        last = message;
        if (message.done) finalReport?.();
      }
    });
    child.send({ kind: 'setup', people } satisfies ProbeCommand);
  });
  const tell = (command: ProbeCommand) => {
    if (child.connected) child.send(command);
  };
  return {
    people: () => last.people,
    stalls: () => ({ maxMs: last.stallMaxMs, p99Ms: last.stallP99Ms }),
    send: (startedAt, everyMs, each, of) => tell({ kind: 'send', startedAt, everyMs, each, of }),
    fault: (fault) => tell({ kind: 'fault', fault }),
    async stop() {
      if (child.exitCode !== null) return;
      const reported = new Promise<void>((resolve) => {
        finalReport = resolve;
      });
      tell({ kind: 'stop' });
      await Promise.race([Promise.all([reported, exited]), new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
