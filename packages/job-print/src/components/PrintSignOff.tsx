import { PRINT_OPTION } from '@fieldkit/core/contract';
import { ratingStars } from '../model/attachments';
import { printDateTime } from '../model/print-format';
import type { JobPrintTextKey } from '../model/print-texts';
import { settingOn } from '../model/sections';
import { captionOf } from './caption';
import { PrintSection } from './PrintSection';
import type { PrintScope } from './print-scope';

/** Ruled lines to write on, on paper. */
function WritingLines({ count }: { count: number }) {
  return (
    <div className="fk-job-print__lines" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical blank lines.
        <span key={index} />
      ))}
    </div>
  );
}

/**
 * The end of the printout, each part when its setting is on: the customer's signature (12), the feedback (13),
 * remarks (14) and notes (21) to write on, and the signature boxes captioned by settings 15, 16 and 17. The parts to
 * write on are for a job signed on paper: a job whose signature was captured prints that signature instead, with
 * no empty box after it.
 */
export function PrintSignOff({ print }: { print: PrintScope }) {
  const { t, data, timeZone } = print;
  const on = (settingId: number) => settingOn(data.settings, settingId);
  const caption = (settingId: number, key: JobPrintTextKey) => captionOf(print, settingId, key);
  const { signature, feedback } = data;
  const signed = on(PRINT_OPTION.CustomerSignature) && !!signature.Signature;
  const onPaper = (settingId: number) => !signed && on(settingId);
  const boxes = PRINT_OPTION.SignatureCaptions.filter(onPaper);
  return (
    <>
      {signed && (
        <PrintSection title={caption(PRINT_OPTION.CustomerSignature, 'customerSignature')} kind="signature">
          <figure className="fk-job-print__signature">
            <img
              className="fk-job-print__signature-image"
              src={`data:image/png;base64,${signature.Signature}`}
              alt={t('signatureOf', { name: signature.SignByName || data.customer.CustomerName })}
            />
            <figcaption>
              {signature.SignByName && t('signedBy', { name: signature.SignByName })}
              {signature.SignedDate && (
                <span className="fk-job-print__muted"> {printDateTime(signature.SignedDate, timeZone)}</span>
              )}
            </figcaption>
          </figure>
        </PrintSection>
      )}
      {on(PRINT_OPTION.Feedback) && feedback && (
        <PrintSection title={caption(PRINT_OPTION.Feedback, 'feedback')} kind="feedback">
          <p className="fk-job-print__stars" role="img" aria-label={t('rated', { rating: feedback.Rating })}>
            {ratingStars(feedback.Rating)}
          </p>
          {feedback.Feedback && <p className="fk-job-print__quote">{feedback.Feedback}</p>}
          {feedback.FeedbackBy && (
            <p className="fk-job-print__muted">{t('feedbackBy', { name: feedback.FeedbackBy })}</p>
          )}
        </PrintSection>
      )}
      {onPaper(PRINT_OPTION.Remarks) && (
        <PrintSection title={caption(PRINT_OPTION.Remarks, 'remarks')} kind="remarks">
          <WritingLines count={3} />
        </PrintSection>
      )}
      {boxes.length > 0 && (
        <PrintSection title={t('signatures')} kind="signatures">
          <ul className="fk-job-print__sign-boxes">
            {boxes.map((settingId) => (
              <li key={settingId} className="fk-job-print__sign-box">
                <span className="fk-job-print__sign-caption">
                  {caption(settingId, `signBox${settingId}` as JobPrintTextKey)}
                </span>
                <span className="fk-job-print__sign-line">{t('signature')}</span>
                <span className="fk-job-print__sign-line">{t('date')}</span>
              </li>
            ))}
          </ul>
        </PrintSection>
      )}
      {onPaper(PRINT_OPTION.PrintNotes) && (
        <PrintSection title={caption(PRINT_OPTION.PrintNotes, 'printNotes')} kind="print-notes">
          <WritingLines count={4} />
        </PrintSection>
      )}
    </>
  );
}
