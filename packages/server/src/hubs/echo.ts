import { hubs } from '@fieldkit/core/contract';
import { HubError, type HubHandlers } from './connection';

function text(value: unknown): string {
  if (typeof value !== 'string') throw new HubError('A text argument is expected.');
  return value;
}

/** The diagnostics hub of the contract (`hubs.echo`): echoes, fails on request, pushes back. */
export const echoHub: HubHandlers = {
  methods: {
    Echo: (_context, value) => text(value),
    Fail: (_context, message) => {
      throw new HubError(text(message));
    },
    Push: ({ connection }, value) => {
      connection.send(hubs.echo.clientEvents[0], text(value));
    },
  },
};

/** Where the echo hub answers. */
export const ECHO_HUB_PATH = hubs.echo.path;
