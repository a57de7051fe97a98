import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

// The SMS and e-mail log's tables: the messages received (migrations 0002_shell, 0005_alerts, 0016), their inline
// images (0006_alert_parts), the media still to fetch (0019_pending_media) and the SMS sent (0005, 0007, 0020).

/** A received SMS or e-mail (an alert), addressed to a user or to the company. */
export interface ReceivedAlertsTable {
  company_id: number;
  alert_id: number;
  /** The user it was addressed to, or 0: the company's (an SMS to its number, a mail to its inbox). */
  login_id: number;
  /** 1 SMS, 2 e-mail. */
  alert_type: number;
  recvd_date: string;
  filepath: string;
  from_address: string;
  content: string;
  is_read: Flag;
  to_address: Generated<string>;
  /**
   * An SMS's sender's name when the number is known (a user, else a customer contact); an e-mail's as its From header
   * writes it (never matched to a user: anyone can write any name and address); else ''.
   */
  display_name: Generated<string>;
  /**
   * 1 when the receiving step vouches for the sender (an SMS the provider signed; an e-mail whose DKIM signature passed
   * for its From address's domain), else 0 (migration 0016_alert_sender_verified).
   */
  sender_verified: Generated<Flag>;
  media_type: Generated<string>;
  /** An e-mail's subject ('' for an SMS). */
  subject: Generated<string>;
  /** The vendor it concerns (0: none): a vendor's users see only their vendor's. */
  vendor_id: Generated<number>;
  /** The provider's id of an inbound message (Twilio's MessageSid): one message is stored once. */
  message_sid: string | null;
  read_by: number | null;
  read_at: string | null;
}

/** An image an inbound e-mail's HTML shows in place (`cid:`), kept as a file (migration 0006_alert_parts). */
export interface ReceivedAlertPartsTable {
  company_id: number;
  alert_id: number;
  /** The part's Content-ID without angle brackets. */
  cid: string;
  content_type: string;
  /** Relative to the uploads folder. */
  filepath: string;
}

/** An SMS sent from the app (a reply), and what became of it. */
export interface SentSmsTable {
  sent_sms_id: Generated<number>;
  company_id: number;
  login_id: number;
  to_number: string;
  from_number: string;
  body: string;
  /**
   * 'sending' while the provider is asked (the row is written first), then 'sent', 'queued' (no provider) or
   * 'failed'; 'unknown' when the process stopped mid-send (it may have gone: it is never sent again).
   */
  status: 'sending' | 'sent' | 'queued' | 'failed' | 'unknown';
  provider_sid: string | null;
  error: string | null;
  reply_to: number | null;
  created_at: string;
  /** The MMS photo under the uploads folder, and its type; null for a text alone. */
  media_path: string | null;
  media_type: string | null;
  /** The client's key for this send: a second request with it is answered from this row (migration 0020). */
  idempotency_key: Generated<string | null>;
  /** Until when the process sending it holds it (status 'sending'). */
  claimed_until: Generated<string | null>;
}

/** An inbound MMS's media still to fetch (migration 0019_pending_media). */
export interface PendingAlertMediaTable {
  company_id: number;
  alert_id: number;
  /** JSON list of { url, type } as the provider's form named them. */
  media: string;
  /** Tries made so far. */
  attempts: Generated<number>;
  /** ISO date-time of the next try. */
  next_attempt_at: string;
  /** ISO date-time until which a process is fetching it; null when none is. */
  claimed_until: string | null;
}

/** The tables of the SMS and e-mail log. */
export interface SmsTables {
  received_alerts: ReceivedAlertsTable;
  received_alert_parts: ReceivedAlertPartsTable;
  pending_alert_media: PendingAlertMediaTable;
  sent_sms: SentSmsTable;
}
