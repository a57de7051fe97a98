import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/** Users on a job besides its technician. */
export interface JobCrewTable {
  company_id: number;
  job_id: number;
  login_id: number;
}

/** A note a user added to a job. */
export interface ServiceNotesTable {
  service_note_id: Generated<number>;
  company_id: number;
  job_id: number;
  author_id: number;
  notes: string;
  /** The note, its WO number and its job number, lower case: what a search of received notes matches. */
  search_text: string;
  /** ISO date-time (UTC) the server stored it. */
  created_at: string;
}

/** A service note as one recipient received it, and whether (and when) they acknowledged it. */
export interface UserNotificationsTable {
  user_notification_id: Generated<number>;
  company_id: number;
  /** The recipient. */
  login_id: number;
  service_note_id: number;
  is_read: Flag;
  /** Who acknowledged it (the recipient) and when; null while unread. */
  read_by: number | null;
  read_at: string | null;
}

export interface NotesTables {
  job_crew: JobCrewTable;
  service_notes: ServiceNotesTable;
  user_notifications: UserNotificationsTable;
}
