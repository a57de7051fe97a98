import { monitorEventLoopDelay } from 'node:perf_hooks';
import { chatHub } from '@fieldkit/core/contract';
import { type Person, personAt, shown } from './chaos-person';
import type { ProbeCommand, ProbeReport } from './chaos-probes';

// The probe process of the chaos test (started by `startProbes`): a few people with the real chat model, each
// reporting what their conversation shows and how long each resync took, in a process that runs nothing else.

// Every expected disconnection is said by SignalR and the chat's resync; the test checks what matters.
console.warn = () => {};
console.error = () => {};

let fault = 'none';
const people: Array<{ index: number; person: Person }> = [];
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

function report(done = false, sent?: () => void): void {
  const message: ProbeReport = {
    kind: 'state',
    people: people.map(({ index, person }) => ({
      index,
      ...shown(person),
      resyncs: person.resyncs,
      settled: person.settled(),
    })),
    stallMaxMs: Math.round(lag.max / 1e6),
    stallP99Ms: Math.round(lag.percentile(99) / 1e6),
    done,
  };
  process.send?.(message, () => sent?.());
}

async function sendAll(startedAt: number, everyMs: number, each: number, of: number): Promise<void> {
  await Promise.all(
    people.map(async ({ index, person }) => {
      for (let n = 0; n < each; n++) {
        await sleep(startedAt + (index / of) * everyMs + n * everyMs - Date.now());
        void person.chat.send(`${index}:${n}`);
      }
    }),
  );
}

const reporting = setInterval(() => report(), 250);

process.on('message', (command: ProbeCommand) => {
  switch (command.kind) {
    case 'setup':
      Promise.all(
        command.people.map(async ({ index, base, account, partner }) => {
          people.push({ index, person: await personAt(base, account, partner, () => fault) });
        }),
      ).then(
        () => process.send?.({ kind: 'ready' } satisfies ProbeReport),
        (error: unknown) => {
          process.stderr.write(`chaos probes: sign-in failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
      return;
    case 'send':
      void sendAll(command.startedAt, command.everyMs, command.each, command.of);
      return;
    case 'fault':
      fault = command.fault;
      return;
    case 'stop':
      clearInterval(reporting);
      report(true, () => {
        Promise.all(
          people.map(({ person }) => {
            person.chat.dispose();
            return person.fieldkit.hub(chatHub).stop();
          }),
        ).finally(() => process.exit(0));
      });
      return;
  }
});
