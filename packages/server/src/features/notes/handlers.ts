import { type Contract, NOTES_ACKNOWLEDGED, SERVICE_NOTES_MAX_PAGE } from '@fieldkit/core/contract';
import { HttpError } from '../../http/errors';
import { checkRecordRange } from '../../http/handlers/record-range';
import { type GroupHandlers, signedIn } from '../../http/handlers/types';
import {
  isCompanyJob,
  jobServiceNotes,
  markNotes,
  receivedNotes,
  saveServiceNote,
  unreadNoteCount,
} from './store';

const NOT_YOUR_JOB = 'The job is not one of your company.';

/** Service notes: adding one to a job, the received notes of the caller, their count and acknowledgement. */
export const serviceNotesHandlers: GroupHandlers<Contract['serviceNotes']> = {
  async saveServiceNote({ caller, body }, { features }) {
    const me = signedIn(caller);
    const notes = features.notes;
    const saved = await saveServiceNote(notes.db, notes.dialect, me, body.WoJobId, body.Notes);
    if (!saved) throw new HttpError(403, NOT_YOUR_JOB);
    await Promise.all(saved.recipients.map((loginId) => notes.pushCount(loginId, true)));
    return saved.note;
  },

  async getJobServiceNotes({ caller, params }, { db }) {
    const me = signedIn(caller);
    if (!(await isCompanyJob(db, me.companyId, params.jobId))) throw new HttpError(403, NOT_YOUR_JOB);
    return jobServiceNotes(db, me.companyId, params.jobId);
  },

  async getReceivedServNotesLog({ caller, query }, { features }) {
    const me = signedIn(caller);
    checkRecordRange(query.startRecord, query.EndRecord, SERVICE_NOTES_MAX_PAGE);
    const notes = features.notes;
    return receivedNotes(notes.db, notes.dialect, me, {
      searchText: query.SearchText,
      isRead: query.IsRead === 1,
      sortBy: query.SortBy,
      orderBy: query.OrderBy,
      startRecord: query.startRecord,
      endRecord: query.EndRecord,
    });
  },

  async notificationUpdateReceived({ caller, body }, { features, db }) {
    const me = signedIn(caller);
    const ids = body.UserNotifyIds.map(Number);
    if (!(await markNotes(db, me, ids, body.IsRead)))
      throw new HttpError(403, 'Only your own received notes can be acknowledged.');
    await features.notes.pushCount(me.loginId, false);
    return { Message: { MessageCode: NOTES_ACKNOWLEDGED, Severity: 'success' } };
  },

  async getReceivedServNotesLogCount({ caller }, { db }) {
    const me = signedIn(caller);
    return { Count: await unreadNoteCount(db, me.loginId) };
  },
};
