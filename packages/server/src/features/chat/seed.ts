import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChatMessagesTable } from './schema';

/** Messages in the long demo conversation (alice and carol) that the history benchmark scrolls through. */
export const LONG_CONVERSATION_SIZE = 10_000;

const PROFILES = [
  {
    login_id: 1,
    email: 'siteadmin@fieldkit.example',
    phone_no: '+44 20 7946 0001',
    country_name: 'United Kingdom',
  },
  { login_id: 2, email: 'alice@acme.example', phone_no: '+44 20 7946 0102', country_name: 'United Kingdom' },
  { login_id: 3, email: 'bob@acme.example', phone_no: null, country_name: 'United Kingdom' },
  { login_id: 4, email: 'carol@acme.example', phone_no: '+44 161 496 0104', country_name: 'Ireland' },
  { login_id: 5, email: 'dave@borealis.example', phone_no: '+47 22 00 01 05', country_name: 'Norway' },
];

type Row = Insertable<ChatMessagesTable>;

/** A message row of company 2 from `from` to `to`, delivered, read or not. */
export function message(from: number, to: number, text: string, at: Date, read: boolean): Row {
  return {
    company_id: 2,
    from_user_id: from,
    from_user_type: 1,
    to_user_id: to,
    to_user_type: 1,
    chat_txt: text,
    created_at: at.toISOString(),
    client_message_id: null,
    is_delivered: 1,
    is_read: read ? 1 : 0,
  };
}

/** The long conversation: alice (2) and carol (4), one message a minute, ending two days ago, all read. */
function longConversation(now: number): Row[] {
  const end = now - 2 * 86_400_000;
  return Array.from({ length: LONG_CONVERSATION_SIZE }, (_, i) => {
    const fromAlice = i % 3 !== 2;
    const at = new Date(end - (LONG_CONVERSATION_SIZE - i) * 60_000);
    return message(
      fromAlice ? 2 : 4,
      fromAlice ? 4 : 2,
      `History message ${i + 1} of ${LONG_CONVERSATION_SIZE}`,
      at,
      true,
    );
  });
}

/** A few short conversations in company 2, the latest ones today, two messages to alice unread. */
function shortConversations(now: number): Row[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  return [
    message(4, 3, 'Bob, the boiler job at Riverside is yours tomorrow.', at(26 * 60), true),
    message(3, 4, 'Noted, I will pick up the parts first.', at(25 * 60), true),
    message(2, 3, 'Morning Bob, are you on site yet?', at(50), true),
    message(3, 2, 'Arriving in ten minutes.', at(45), true),
    message(3, 2, 'The customer asks for a quote for the second unit.', at(12), false),
    message(3, 2, 'Photos follow when I have signal.', at(11), false),
  ];
}

/** Chat profiles for every demo login and the demo conversations of company 2, in one transaction. */
export async function seedChatDemo(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .insertInto('chat_profiles')
    .values(PROFILES.map((p) => ({ ...p, availability_id: 1, profile_pic: '' })))
    .execute();
  const rows = [...longConversation(now), ...shortConversations(now)];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('chat_messages')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
