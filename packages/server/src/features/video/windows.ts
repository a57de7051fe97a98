import type { RoomKey } from './store';

/** A window's place in a call: the room and the peer id it joined with. */
export interface JoinedWindow extends RoomKey {
  peerId: string;
}

const keyOf = (room: RoomKey) => `${room.companyId}/${room.roomName}`;

/**
 * Which hub connection of this process holds which joined window: peer ids are the client's, so the server notes on
 * every join (and room opened) the connection it came through, and a connection that closes leaves its calls.
 */
export class JoinedWindows {
  private readonly byConnection = new Map<string, Map<string, JoinedWindow>>();

  /** The connection joined a room as `peerId`. */
  add(connectionId: string, window: JoinedWindow): void {
    let rooms = this.byConnection.get(connectionId);
    if (!rooms) {
      rooms = new Map();
      this.byConnection.set(connectionId, rooms);
    }
    rooms.set(keyOf(window), window);
  }

  /** The connection's window left the room. */
  remove(connectionId: string, room: RoomKey): void {
    const rooms = this.byConnection.get(connectionId);
    rooms?.delete(keyOf(room));
    if (rooms?.size === 0) this.byConnection.delete(connectionId);
  }

  /** The windows a closed connection held (forgotten here). */
  take(connectionId: string): JoinedWindow[] {
    const rooms = this.byConnection.get(connectionId);
    this.byConnection.delete(connectionId);
    return [...(rooms?.values() ?? [])];
  }
}
