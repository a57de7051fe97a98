import { notesHub } from '@fieldkit/core/contract';
import type { Db, Dialect } from '../../db/schema';
import type { HubCallContext } from '../../hubs/connection';
import type { Hub, HubRegistry } from '../../hubs/registry';
import { unreadNoteCount } from './store';

/** The notes of a server: its store's engine and its hub, through which every change of a count is pushed. */
export class Notes {
  constructor(
    readonly hub: Hub<typeof notesHub>,
    readonly db: Db,
    readonly dialect: Dialect,
  ) {}

  /**
   * Pushes a user's unread count to every connection of theirs (never to anyone else); `alert` when a new note
   * arrived.
   */
  async pushCount(loginId: number, alert: boolean): Promise<void> {
    const count = await unreadNoteCount(this.db, loginId);
    this.hub.sendToUser(loginId, 'SendNotes', count, alert, loginId);
  }

  /** A message came into a company's SMS (1) or e-mail (2) log: its people's counts move now. */
  alertReceived(companyId: number, kind: 1 | 2): void {
    this.hub.sendToCompany(companyId, 'AlertReceived', kind);
  }
}

/** Registers `/hubs/notes` on a registry: asking for the count pushes it back to the asking connection. */
export function registerNotesHub(registry: HubRegistry, db: Db, dialect: Dialect): Notes {
  const reply = async ({ caller, connection }: HubCallContext) => {
    const count = await unreadNoteCount(db, caller.loginId);
    notes.hub.send(connection, 'SendNotes', count, false, caller.loginId);
  };
  const notes: Notes = new Notes(
    registry.registerHub(notesHub, {
      methods: { GetNotesNotification: reply, GetNotesNotify: reply },
    }),
    db,
    dialect,
  );
  return notes;
}
