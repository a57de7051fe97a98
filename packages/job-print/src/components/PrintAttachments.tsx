import { groupByType, isImageFile } from '../model/attachments';
import { fileDataUrl, printDateTime } from '../model/print-format';
import { QuestionFiles, questionsWithFiles } from './ChecklistForms';
import type { PrintScope } from './print-scope';

/** Section 11: the job's files grouped by their Type, images as thumbnails, other files by name. */
export function JobAttachments({ print }: { print: PrintScope }) {
  const { t, data, timeZone } = print;
  return (
    <>
      {groupByType(data.attachments).map(([type, files]) => {
        const images = files.filter((file) => isImageFile(file.FileName) && file.Attachment);
        const others = files.filter((file) => !images.includes(file));
        return (
          <div key={type} className="fk-job-print__group">
            <h3 className="fk-job-print__subheading">{type}</h3>
            {images.length > 0 && (
              <ul className="fk-job-print__thumbnails">
                {images.map((file, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a job's files never move; two may share a name.
                  <li key={index}>
                    <figure className="fk-job-print__figure">
                      <img
                        className="fk-job-print__image"
                        src={fileDataUrl(file.FileName, file.Attachment)}
                        alt={file.Description || file.FileName}
                      />
                      <figcaption>
                        {file.Description || file.FileName}
                        {file.CapturedDate && (
                          <span className="fk-job-print__muted">
                            {t('captured', { date: printDateTime(file.CapturedDate, timeZone) })}
                          </span>
                        )}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
            {others.length > 0 && (
              <ul className="fk-job-print__files">
                {others.map((file, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <li key={index}>
                    {file.FileName}
                    {file.Description && <span className="fk-job-print__muted"> {file.Description}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}

/** Whether section 10 has files to show: the files of the shown checklist questions. */
export function hasFormAttachments(print: PrintScope): boolean {
  return print.data.checklists.some((checklist) => questionsWithFiles(checklist).length > 0);
}

/** Section 10: the files of the checklists' shown questions, under their checklist and question. */
export function FormAttachments({ print }: { print: PrintScope }) {
  return (
    <>
      {print.data.checklists.map((checklist) => {
        const questions = questionsWithFiles(checklist);
        if (questions.length === 0) return null;
        return (
          <div key={checklist.ChklistId} className="fk-job-print__group">
            <h3 className="fk-job-print__subheading">{checklist.ChklistName}</h3>
            {questions.map((question) => (
              <div key={question.QuestionId} className="fk-job-print__qa-row">
                <p className="fk-job-print__question">{question.Question}</p>
                <QuestionFiles files={question.Attachments} />
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
