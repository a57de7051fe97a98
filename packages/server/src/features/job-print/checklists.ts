import type { ChecklistPrint } from '@fieldkit/core/contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { base64Of } from './files';
import { jobRows, type PrintJobKey } from './job';

/**
 * The checklists filled in on a job: every question of each (sub-form questions included) in order, with its
 * options, the job's answer ('' when none), where it hangs, and its files; the sub-forms of each checklist.
 */
export async function checklistPrintData(
  db: Db,
  config: ServerConfig,
  key: PrintJobKey,
): Promise<ChecklistPrint[]> {
  const filled = await jobRows(db, 'job_checklists', key);
  if (filled.length === 0) return [];
  const ids = filled.map((f) => f.chklist_id);
  const [checklists, questions, subForms, answers, files] = await Promise.all([
    db
      .selectFrom('checklists')
      .selectAll()
      .where('company_id', '=', key.companyId)
      .where('chklist_id', 'in', ids)
      .execute(),
    db
      .selectFrom('checklist_questions')
      .selectAll()
      .where('company_id', '=', key.companyId)
      .where('chklist_id', 'in', ids)
      .orderBy('chklist_id')
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('checklist_sub_forms')
      .selectAll()
      .where('company_id', '=', key.companyId)
      .where('chklist_id', 'in', ids)
      .orderBy('sub_form_id')
      .execute(),
    db
      .selectFrom('checklist_answers')
      .select(['question_id', 'answer'])
      .where('company_id', '=', key.companyId)
      .where('job_id', '=', key.jobId)
      .execute(),
    jobRows(db, 'checklist_answer_files', key),
  ]);
  const questionIds = questions.map((q) => q.question_id);
  const options =
    questionIds.length === 0
      ? []
      : await db
          .selectFrom('checklist_question_options')
          .selectAll()
          .where('company_id', '=', key.companyId)
          .where('question_id', 'in', questionIds)
          .orderBy('question_id')
          .orderBy('option_no')
          .execute();
  const answerOf = new Map(answers.map((a) => [a.question_id, a.answer]));
  const attachments = await Promise.all(
    files.map(async (f) => ({
      questionId: f.question_id,
      file: { FileName: f.file_name, Attachment: await base64Of(config, f.file_path) },
    })),
  );
  return filled.flatMap((f) => {
    const checklist = checklists.find((c) => c.chklist_id === f.chklist_id);
    if (!checklist) return [];
    return [
      {
        ChklistId: checklist.chklist_id,
        ChklistName: checklist.chklist_name,
        Questions: questions
          .filter((q) => q.chklist_id === checklist.chklist_id)
          .map((q) => ({
            QuestionId: q.question_id,
            Question: q.question,
            FieldTypeId: q.field_type_id,
            Values: options.filter((o) => o.question_id === q.question_id).map((o) => o.value),
            Answer: answerOf.get(q.question_id) ?? '',
            ParentQuestionId: q.parent_question_id,
            ParentAnswer: q.parent_answer,
            SubFormId: q.sub_form_id,
            Attachments: attachments.filter((a) => a.questionId === q.question_id).map((a) => a.file),
          })),
        SubForms: subForms
          .filter((s) => s.chklist_id === checklist.chklist_id)
          .map((s) => ({
            SubFormId: s.sub_form_id,
            SubFormName: s.sub_form_name,
            ParentQuestionId: s.parent_question_id,
            ParentAnswer: s.parent_answer,
          })),
      },
    ];
  });
}
