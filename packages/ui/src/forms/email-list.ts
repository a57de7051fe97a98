import { emailAddresses, isEmailAddressList } from '@fieldkit/core/contract';
import * as z from 'zod/mini';

/** The separator of several addresses in one field (spec: the job e-mail's To; crew e-mails are joined by it). */
export const EMAIL_SEPARATOR = ';';

/** The addresses of a semicolon-separated list, each trimmed; empty entries (a trailing `;`) left out. */
export const splitEmails = emailAddresses;

/**
 * Whether `text` holds at least one address and every entry in it is an e-mail address: the contract's check, so the
 * form and the server that receives it agree.
 */
export const isEmailList = isEmailAddressList;

/** Addresses joined as the field holds them, e.g. the crew's e-mails as the default `To`. */
export function joinEmails(addresses: readonly string[]): string {
  return addresses.join(EMAIL_SEPARATOR);
}

/** Messages of {@link emailList}, already translated. */
export interface EmailListMessages {
  /** The field is empty (the job e-mail form: TOISREQUIRED). */
  required: string;
  /** One of the addresses is not an e-mail address ('Invalid email'). */
  invalid: string;
  /** Longer than `maxLength`. */
  tooLong?: string;
}

/**
 * A text of one or more e-mail addresses separated by semicolons, spaces around each allowed. Empty (or blank) gives
 * `required`; any address that is not one gives `invalid` (so "a@x.com, b@y.com", comma-separated, is invalid);
 * past `maxLength` characters (200 for the job e-mail's To) gives `tooLong`. The trimmed text is the value.
 */
export function emailList(messages: EmailListMessages, maxLength = 200) {
  return z.string().check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(maxLength, messages.tooLong ?? messages.invalid),
    z.refine((text) => text === '' || isEmailList(text), messages.invalid),
  );
}
