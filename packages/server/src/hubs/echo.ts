import { echoHub } from '@fieldkit/core/contract';
import { HubError } from './connection';
import type { HubRegistry } from './registry';

/** Registers the diagnostics hub of the contract (`echoHub`): echoes, fails on request, pushes back. */
export function registerEchoHub(registry: HubRegistry): void {
  const hub = registry.registerHub(echoHub, {
    methods: {
      Echo: (_context, value) => value,
      Fail: (_context, message) => {
        throw new HubError(message);
      },
      Push: ({ connection }, value) => {
        hub.send(connection, 'Pushed', value);
      },
    },
  });
}
