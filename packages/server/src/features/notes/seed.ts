import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { noteSearchText, rebuildNoteSearch } from './store';

/** Received service notes of the demo: bob about 40 (several pages, some read), alice and carol a few. */
export async function seedNotesDemo(db: Kysely<Database>): Promise<void> {
  // carol created bob's two work orders, alice the lighting test; bob is on carol's lighting job too.
  await db
    .updateTable('work_orders')
    .set({ created_by: 4 })
    .where('company_id', '=', 2)
    .where('work_order_id', 'in', [1001, 1003])
    .execute();
  await db
    .updateTable('work_orders')
    .set({ created_by: 2 })
    .where('company_id', '=', 2)
    .where('work_order_id', '=', 1002)
    .execute();
  await db.insertInto('job_crew').values({ company_id: 2, job_id: 5003, login_id: 3 }).execute();

  const jobs = [
    { job: 5001, wo: 'WO-1001' },
    { job: 5002, wo: 'WO-1003' },
  ];
  const texts = [
    'Customer asked for a call 30 minutes before arrival.',
    'Spare belt is in the van; the old one is cracked along its length.',
    'Site access through the loading bay; sign in with security first.',
    'Pressure held at 1.4 bar for an hour after the valve was reseated.',
    'Parts ordered: 2 filters, 1 gasket kit. Expected Thursday.',
  ];
  const start = Date.now() - 40 * 3_600_000;
  for (let i = 0; i < 40; i++) {
    const { job, wo } = jobs[i % 2]!;
    const notes = `${texts[i % texts.length]} (visit ${i + 1})`;
    const at = new Date(start + i * 3_600_000).toISOString();
    const note = await db
      .insertInto('service_notes')
      .values({
        company_id: 2,
        job_id: job,
        author_id: 4,
        notes,
        search_text: noteSearchText(notes, wo, job),
        created_at: at,
      })
      .returning('service_note_id')
      .executeTakeFirstOrThrow();
    // The oldest dozen are read.
    const read = i < 12;
    await db
      .insertInto('user_notifications')
      .values({
        company_id: 2,
        login_id: 3,
        service_note_id: note.service_note_id,
        is_read: read ? 1 : 0,
        read_by: read ? 3 : null,
        read_at: read ? new Date(start + i * 3_600_000 + 600_000).toISOString() : null,
      })
      .execute();
  }
  for (let i = 0; i < 3; i++) {
    const notes = `Lighting test: circuit ${i + 1} passed, logbook signed.`;
    const note = await db
      .insertInto('service_notes')
      .values({
        company_id: 2,
        job_id: 5003,
        author_id: 3,
        notes,
        search_text: noteSearchText(notes, 'WO-1002', 5003),
        created_at: new Date(start + (40 + i) * 3_600_000).toISOString(),
      })
      .returning('service_note_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_notifications')
      .values(
        [2, 4].map((login_id) => ({
          company_id: 2,
          login_id,
          service_note_id: note.service_note_id,
          is_read: 0 as const,
          read_by: null,
          read_at: null,
        })),
      )
      .execute();
  }
  await rebuildNoteSearch(db);
}
