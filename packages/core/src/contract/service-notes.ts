import * as z from 'zod/mini';
import { endpoint } from './define';
import { pathId } from './entities';

const id = z.number().check(z.int(), z.gte(0));

/** The longest service note (characters, after trimming). */
export const SERVICE_NOTE_MAX_LENGTH = 4000;
/** The longest page of received notes one request may ask for. */
export const SERVICE_NOTES_MAX_PAGE = 500;
/** The longest search of the received notes (characters, after trimming). */
export const SERVICE_NOTES_SEARCH_MAX_LENGTH = 100;

/** A service note of a job, as the job details screen lists it (newest first). */
export const ServiceNote = z.object({
  ServiceNoteId: id,
  WoJobId: id,
  Notes: z.string(),
  /** The author's display name. */
  CreatedBy: z.string(),
  /** ISO date-time (UTC) the server stored it. */
  CreatedDate: z.string(),
});
export type ServiceNote = z.infer<typeof ServiceNote>;

/** What adding a service note to a job takes: the text is trimmed, 1 to 4,000 characters. */
export const NewServiceNote = z.object({
  WoJobId: id,
  Notes: z.string().check(z.trim(), z.minLength(1), z.maxLength(SERVICE_NOTE_MAX_LENGTH)),
});

/**
 * A received service note notification (spec, feature areas section 3), with who acknowledged it and when (null
 * while unread). `IsSelected` is the client's own and never on the wire.
 */
export const ReceivedServiceNote = z.object({
  UserNotificationId: id,
  WONumber: z.string(),
  JobNo: id,
  Notes: z.string(),
  /** The author's display name. */
  CreatedBy: z.string(),
  CreatedDate: z.string(),
  IsRead: z.boolean(),
  /** Who acknowledged it (the recipient), or null while unread. */
  ReadBy: z.nullable(z.string()),
  ReadDate: z.nullable(z.string()),
});
export type ReceivedServiceNote = z.infer<typeof ReceivedServiceNote>;

/** Columns the received notes sort by. */
export const ServiceNoteSort = z.enum([
  'UserNotificationId',
  'WONumber',
  'JobNo',
  'Notes',
  'CreatedDate',
  'ReadDate',
]);
export type ServiceNoteSort = z.infer<typeof ServiceNoteSort>;

/** One page of the received notes: unread (IsRead 0) or read (1), searched, sorted, records startRecord to EndRecord. */
export const ReceivedNotesQuery = z.object({
  CompanyId: pathId,
  LoginId: pathId,
  /** Matches the note text, the WO number and the job number, case-insensitive; '' for all. */
  SearchText: z._default(z.string().check(z.trim(), z.maxLength(SERVICE_NOTES_SEARCH_MAX_LENGTH)), ''),
  IsRead: pathId.check(z.lte(1)),
  SortBy: z._default(ServiceNoteSort, 'UserNotificationId'),
  OrderBy: z._default(z.enum(['asc', 'desc']), 'asc'),
  /** The first record of the page, from 1. */
  startRecord: pathId.check(z.gte(1)),
  /** The last record of the page (at most 500 records from startRecord). */
  EndRecord: pathId.check(z.gte(1)),
});

/** A page of received notes and how many the query finds in all. */
export const ReceivedNotesPage = z.object({
  NotificationList: z.array(ReceivedServiceNote),
  TotalRecord: id,
});
export type ReceivedNotesPage = z.infer<typeof ReceivedNotesPage>;

/** Acknowledging received notes: the caller's own notification ids (as strings, as the spec sends them). */
export const NotesAcknowledgement = z.object({
  UserNotifyIds: z
    .array(z.string().check(z.regex(/^\d{1,10}$/)))
    .check(z.minLength(1), z.maxLength(SERVICE_NOTES_MAX_PAGE)),
  CompanyId: id,
  IsRead: z.boolean(),
  LoginId: id,
});

/** The answer of an update: a message code to translate and its severity. */
export const UpdateMessage = z.object({
  Message: z.object({ MessageCode: id, Severity: z.enum(['success', 'info', 'warning', 'error']) }),
});
export type UpdateMessage = z.infer<typeof UpdateMessage>;

/** MessageCode of a successful acknowledge: shown as NOTIFICATION with the translated code. */
export const NOTES_ACKNOWLEDGED = 1002;

/**
 * Service notes (spec, feature areas section 7, work-order service), and adding one to a job. The three calls the
 * spec names sit at the service's base as it spells them; the two it does not show, under `ServiceNote/`.
 */
export const serviceNotes = {
  /**
   * Adds a service note to a job of the caller's company. Every other user on the job (its technician, its crew,
   * the user who created the work order) receives a notification and a `SendNotes` push at once. A job of another
   * company is 403.
   */
  saveServiceNote: endpoint({
    service: 'workOrder',
    method: 'POST',
    path: 'ServiceNote/SaveServiceNote',
    access: 'token',
    body: NewServiceNote,
    response: ServiceNote,
  }),
  /** The service notes of a job of the caller's company, newest first. */
  getJobServiceNotes: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'ServiceNote/GetJobServiceNotes/{companyId}/{jobId}',
    access: 'token',
    params: z.object({ companyId: pathId, jobId: pathId }),
    response: z.array(ServiceNote),
  }),
  /** A page of the caller's received notes, unread or read. */
  getReceivedServNotesLog: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'GetReceivedServNotesLog',
    access: 'token',
    query: ReceivedNotesQuery,
    ownLogin: ['LoginId'],
    response: ReceivedNotesPage,
  }),
  /**
   * Acknowledges (IsRead true) or unreads received notes of the caller's own; an id that is not the caller's is
   * refused (403) and nothing changes. Pushes the new count to all of the caller's connections.
   */
  notificationUpdateReceived: endpoint({
    service: 'workOrder',
    method: 'PUT',
    path: 'NotificationUpdateReceived',
    access: 'token',
    body: NotesAcknowledgement,
    ownLogin: ['LoginId'],
    response: UpdateMessage,
  }),
  /** How many received notes of the caller are unread. */
  getReceivedServNotesLogCount: endpoint({
    service: 'workOrder',
    method: 'GET',
    path: 'GetReceivedServNotesLogCount/{companyId}/{loginId}',
    access: 'token',
    params: z.object({ companyId: pathId, loginId: pathId }),
    ownLogin: ['loginId'],
    response: z.object({ Count: id }),
  }),
};
