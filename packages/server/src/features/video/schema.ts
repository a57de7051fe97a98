import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/** A video call: named by the timestamp it started at, live until it ends. */
export interface VideoRoomsTable {
  company_id: number;
  room_name: string;
  /** The login that opened it (rang first). */
  created_by: number;
  /** ISO date-time (UTC). */
  created_at: string;
  /** ISO date-time the call ended; null while it is live. */
  ended_at: string | null;
}

/** Where a person stands in a call. */
export type VideoMemberState = 'ringing' | 'joined' | 'left' | 'missed' | 'rejected' | 'cancelled' | 'busy';

/** A person rung into a call, and how that went. */
export interface VideoMembersTable {
  company_id: number;
  room_name: string;
  login_id: number;
  state: VideoMemberState;
  /** The window (client-chosen id) that joined; null until one did. */
  peer_id: string | null;
  /** Who rang them (themselves for the one who opened the room). */
  invited_by: number;
  /** ISO date-time (UTC) of the ring: a ring older than the ring timeout is over, whatever its row still says. */
  rang_at: string;
  joined_at: string | null;
  is_muted: Generated<Flag>;
  is_camera_off: Generated<Flag>;
}

export interface VideoTables {
  video_rooms: VideoRoomsTable;
  video_members: VideoMembersTable;
}
