import { type ChecklistPrint, type ChecklistQuestion, PRINT_SECTION } from '@fieldkit/core/contract';
import { useMemo } from 'react';
import { isImageFile } from '../model/attachments';
import { checkedOptions, type ShownNode, shownChecklist } from '../model/checklist';
import { fileDataUrl, printDateTime, printDay } from '../model/print-format';
import { settingOn } from '../model/sections';
import type { PrintScope } from './print-scope';

const YES = /^(yes|true|1|y)$/i;
const NO = /^(no|false|0|n)$/i;

/** A question's answer as its kind reads (spec section 9); '' when unanswered. */
function answerText(print: PrintScope, node: ShownNode & { type: 'question' }) {
  const { t, timeZone } = print;
  const answer = node.question.Answer.trim();
  switch (node.kind) {
    case 'multiCheckbox':
      return checkedOptions(answer).join(', ');
    case 'booleanLike':
      return YES.test(answer) ? t('yes') : NO.test(answer) ? t('no') : answer;
    case 'date':
      return printDay(answer, timeZone);
    case 'dateTime':
      return printDateTime(answer, timeZone);
    default:
      return answer;
  }
}

/**
 * An html answer: the shared sanitiser's output only, never the HTML as written; as text where none can run. It is
 * sanitised once, not on every render: parsing it is the costly part (and the browser reports each handler met).
 */
function HtmlAnswer({ print, html }: { print: PrintScope; html: string }) {
  const { sanitizeHtml } = print;
  const clean = useMemo(() => sanitizeHtml?.(html), [sanitizeHtml, html]);
  if (clean === undefined) return <p className="fk-job-print__answer-text">{html}</p>;
  return (
    <div
      className="fk-job-print__html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the sanitiser's output (no script, handler or remote image).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** A question's files: images shown, other files by name; every file by name with `namesOnly`. */
export function QuestionFiles({
  files,
  namesOnly = false,
}: {
  files: ChecklistQuestion['Attachments'];
  namesOnly?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="fk-job-print__question-files">
      {files.map((file, index) => {
        const src =
          !namesOnly && isImageFile(file.FileName) ? fileDataUrl(file.FileName, file.Attachment) : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question's files never move; two may share a name.
          <li key={index}>
            {src ? (
              <figure className="fk-job-print__figure">
                <img className="fk-job-print__image" src={src} alt={file.FileName} />
                <figcaption>{file.FileName}</figcaption>
              </figure>
            ) : (
              file.FileName
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Where a checklist part prints: the heading it is under (a heading that says it again is not printed twice). */
interface Under {
  print: PrintScope;
  heading: string;
}

const sameHeading = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the checklists' images print in section 10 (form attachments): section 9 then names the files only. */
const imagesInFormAttachments = (print: PrintScope) =>
  settingOn(print.data.settings, PRINT_SECTION.FormAttachments);

/** A shown part of a checklist: a heading, a question with its answer and files, or a sub-form; what it shows below. */
function ShownPart({ under, node }: { under: Under; node: ShownNode }) {
  const { print } = under;
  if (node.type === 'subForm')
    return (
      <div className="fk-job-print__subform">
        <h4 className="fk-job-print__subheading">{node.subForm.SubFormName}</h4>
        <ShownParts under={{ print, heading: node.subForm.SubFormName }} nodes={node.children} />
      </div>
    );
  const { question } = node;
  if (node.kind === 'heading')
    return (
      <>
        {!sameHeading(question.Question, under.heading) && (
          <h4 className="fk-job-print__subheading">{question.Question}</h4>
        )}
        <ShownParts under={{ print, heading: question.Question }} nodes={node.children} />
      </>
    );
  const text = node.kind === 'html' ? '' : answerText(print, node);
  return (
    <div className="fk-job-print__qa">
      <div className="fk-job-print__qa-row">
        <p className="fk-job-print__question">{question.Question}</p>
        <div className="fk-job-print__answer">
          {node.kind === 'html' && question.Answer.trim() ? (
            <HtmlAnswer print={print} html={question.Answer} />
          ) : text ? (
            <p className="fk-job-print__answer-text">{text}</p>
          ) : (
            node.kind !== 'html' && <p className="fk-job-print__muted">{print.t('unanswered')}</p>
          )}
          <QuestionFiles files={question.Attachments} namesOnly={imagesInFormAttachments(print)} />
        </div>
      </div>
      {node.children.length > 0 && (
        <div className="fk-job-print__children">
          <ShownParts under={under} nodes={node.children} />
        </div>
      )}
    </div>
  );
}

function ShownParts({ under, nodes }: { under: Under; nodes: readonly ShownNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <ShownPart
          key={node.type === 'subForm' ? `f${node.subForm.SubFormId}` : `q${node.question.QuestionId}`}
          under={under}
          node={node}
        />
      ))}
    </>
  );
}

/** Section 9: each checklist by name, with the questions its answers show (spec section 4). */
export function ChecklistForms({ print }: { print: PrintScope }) {
  return (
    <>
      {print.data.checklists.map((checklist: ChecklistPrint) => (
        <div key={checklist.ChklistId} className="fk-job-print__checklist">
          <h3 className="fk-job-print__subheading">{checklist.ChklistName}</h3>
          <ShownParts under={{ print, heading: checklist.ChklistName }} nodes={shownChecklist(checklist)} />
        </div>
      ))}
    </>
  );
}

/** The shown questions of a checklist that carry files, in order (section 10 lists their files). */
export function questionsWithFiles(checklist: ChecklistPrint): ChecklistQuestion[] {
  const found: ChecklistQuestion[] = [];
  const walk = (nodes: readonly ShownNode[]) => {
    for (const node of nodes) {
      if (node.type === 'question' && node.question.Attachments.length > 0) found.push(node.question);
      walk(node.children);
    }
  };
  walk(shownChecklist(checklist));
  return found;
}
