import { emailList, joinEmails } from '@fieldkit/ui/forms';
import * as z from 'zod/mini';
import type { JobEmailTextKey } from './texts';

/** The longest text of any field of the e-mail form (spec section 5). */
export const EMAIL_FIELD_MAX_LENGTH = 200;
/** The subject a job's e-mail starts with, before its job id (spec section 5). */
export const SUBJECT_PREFIX = 'Email Job# - ';

/** The e-mail form's texts, translated: each rule's message. */
export type EmailFormT = (key: JobEmailTextKey, options?: Record<string, unknown>) => string;

/**
 * The e-mail form's rules (spec section 5): Customer Name, To and Subject required (CUSTOMERNAMEISREQUIRED,
 * TOISREQUIRED, SUBJECTISREQUIRED), each at most 200 characters; To one or more valid addresses separated by
 * semicolons ('Invalid email'); the body free. Every text trimmed.
 */
export function emailJobSchema(t: EmailFormT) {
  const tooLong = t('tooLong', { max: EMAIL_FIELD_MAX_LENGTH });
  const required = (key: JobEmailTextKey) =>
    z.string().check(z.trim(), z.minLength(1, t(key)), z.maxLength(EMAIL_FIELD_MAX_LENGTH, tooLong));
  return z.object({
    CustomerName: required('CUSTOMERNAMEISREQUIRED'),
    To: emailList(
      { required: t('TOISREQUIRED'), invalid: t('invalidEmail'), tooLong },
      EMAIL_FIELD_MAX_LENGTH,
    ),
    Subject: required('SUBJECTISREQUIRED'),
    Body: z.string().check(z.trim()),
  });
}

/** The e-mail form's values. */
export type EmailJobValues = z.infer<ReturnType<typeof emailJobSchema>>;

/**
 * What the form opens with (spec section 5): the customer's name, the crew's e-mails joined by semicolons, the
 * subject 'Email Job# - ' and the job id, an empty body.
 */
export function emailJobDefaults(job: {
  WoJobId: number;
  CustomerName: string;
  crewEmails: readonly string[];
}): EmailJobValues {
  return {
    CustomerName: job.CustomerName,
    To: joinEmails(job.crewEmails.filter((address) => address.trim() !== '')),
    Subject: `${SUBJECT_PREFIX}${job.WoJobId}`,
    Body: '',
  };
}
