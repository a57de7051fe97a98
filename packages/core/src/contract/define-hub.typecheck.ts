/** Type-level checks of `defineHub`: a method, event or field typo does not compile (run by `tsc`). */
import type { TypedHub } from '../hub/typed-hub';
import type { chatHub } from './hubs';

declare const hub: TypedHub<typeof chatHub>;

const typing = hub.send('Typing', { ToUserId: 2, IsTyping: true });
// @ts-expect-error a method the hub does not declare
const misspelt = hub.send('Typeing', { ToUserId: 2, IsTyping: true });
// @ts-expect-error a field the argument does not have
const wrongField = hub.send('Typing', { ToUser: 2, IsTyping: true });
const read: Promise<number[]> = hub.invoke('MarkMessageRead', {
  FromUserId: 1,
  FromUserTypeId: 1,
  ToUserId: 2,
  ToUserTypeId: 1,
  CompanyId: 2,
});
const off = hub.on('OnlineStatus', (userId: number, online: boolean, availabilityId: number) => {
  void [userId, online, availabilityId];
});
// @ts-expect-error an event the hub does not declare
const noEvent = hub.on('OnlineStatuses', () => {});
// @ts-expect-error an event argument of the wrong type
const wrongArg = hub.on('MessageRead', (ids: string[]) => void ids);

export { misspelt, noEvent, off, read, typing, wrongArg, wrongField };
