/** Type-level checks of hub registration: the contract's declaration types methods and pushes (run by `tsc`). */
import type { echoHub } from '@fieldkit/core/contract';
import type { HubConnection } from './connection';
import type { HubHandlers } from './handlers';
import type { Hub } from './registry';

const handlers: HubHandlers<typeof echoHub> = {
  methods: {
    Echo: (_context, text: string) => text,
    Fail: () => {
      throw new Error('x');
    },
    Push: () => {},
  },
};

const misspelt: HubHandlers<typeof echoHub> = {
  methods: {
    Echo: (_context, text) => text,
    Fail: () => {
      throw new Error('x');
    },
    // @ts-expect-error a method the hub does not declare
    Pushh: () => {},
  },
};

const wrongAnswer: HubHandlers<typeof echoHub> = {
  methods: {
    // @ts-expect-error Echo answers a string
    Echo: () => 42,
    Fail: () => {
      throw new Error('x');
    },
    Push: () => {},
  },
};

declare const hub: Hub<typeof echoHub>;
declare const connection: HubConnection;
const pushed = hub.send(connection, 'Pushed', 'text');
// @ts-expect-error an event the hub does not declare
const noEvent = hub.sendToUser(1, 'Pushd', 'text');
// @ts-expect-error an argument of the wrong type
const wrongArg = hub.sendToCompany(1, 'Pushed', 42);

export { handlers, misspelt, noEvent, pushed, wrongAnswer, wrongArg };
