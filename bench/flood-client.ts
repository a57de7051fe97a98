// The flooding user of the fairness bench, in a process of its own (as an abuser would be on a machine of their own):
// opens its connections, then fires its NewMessage invocations all at once when told. Started by hub-fairness.ts.
import type { HubConnection } from '@microsoft/signalr';
import { hubs } from '../packages/core/src/contract';
import { serveBench } from './client-processes';
import { connectHub, outgoingMessage } from './hub-clients';

/** What the bench asks the flooder: connect, flood `count` calls of a message to `to`, close. */
export type FloodCommand =
  | { do: 'connect'; url: string; token: string; connections: number }
  | { do: 'flood'; count: number; from: number; to: number; companyId: number }
  | { do: 'close' };

export type FloodAnswer =
  | { done: 'connect' }
  | { done: 'flood'; refused: number; floodMs: number }
  | { done: 'close' }
  | { failed: string };

/** The argument that makes this module the flooding process. */
export const FLOODER_FLAG = '--flood-client-process';

/** Fires `count` NewMessage invocations at once over the connections in turn: the refused ones and the time taken. */
async function flood(connections: HubConnection[], command: Extract<FloodCommand, { do: 'flood' }>) {
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: command.count }, (_, i) => {
      const id = `flood-${String(i).padStart(6, '0')}`;
      return connections[i % connections.length]!.invoke(
        'NewMessage',
        outgoingMessage(command.companyId, command.from, command.to, id, `flood ${i}`),
      ).catch(() => {
        refused += 1;
      });
    }),
  );
  return { refused, floodMs: performance.now() - started };
}

if (process.send && process.argv.includes(FLOODER_FLAG)) {
  let connections: HubConnection[] = [];
  serveBench<FloodCommand, FloodAnswer>(async (command) => {
    switch (command.do) {
      case 'connect':
        connections = await Promise.all(
          Array.from({ length: command.connections }, () =>
            connectHub(command.url, hubs.chat.path, command.token),
          ),
        );
        return { done: 'connect' };
      case 'flood':
        return { done: 'flood', ...(await flood(connections, command)) };
      case 'close':
        await Promise.all(connections.map((c) => c.stop()));
        connections = [];
        return { done: 'close' };
    }
  });
}
