import {
  CHECKLIST_FIELD_TYPES,
  type ChecklistPrint,
  type ChecklistQuestion,
  type ChecklistSubForm,
} from '@fieldkit/core/contract';

/** What a checklist question's field type id renders as (spec section 9); 'unknown' ids show as text. */
export type FieldKind = keyof typeof CHECKLIST_FIELD_TYPES | 'unknown';

/** The kind a field type id is. */
export function fieldKind(fieldTypeId: number): FieldKind {
  const kinds = Object.entries(CHECKLIST_FIELD_TYPES) as Array<[FieldKind, readonly number[]]>;
  return kinds.find(([, ids]) => ids.includes(fieldTypeId))?.[0] ?? 'unknown';
}

/** A part of a checklist as the printout shows it: a question, or a sub-form, each with what it shows below it. */
export type ShownNode =
  | { type: 'question'; question: ChecklistQuestion; kind: FieldKind; children: ShownNode[] }
  | { type: 'subForm'; subForm: ChecklistSubForm; children: ShownNode[] };

/** The options a multi-checkbox answer has checked ('Filter,Belt'), trimmed. */
export function checkedOptions(answer: string): string[] {
  return answer
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether what hangs under a question (a child question or a sub-form, with its ParentAnswer) shows: always when it
 * names no answer; else when the dropdown's answer is that answer, or a multi-checkbox has that option checked.
 */
export function showsUnder(
  parent: Pick<ChecklistQuestion, 'FieldTypeId' | 'Answer'>,
  parentAnswer: string | null,
) {
  if (parentAnswer === null) return true;
  if (fieldKind(parent.FieldTypeId) === 'multiCheckbox')
    return checkedOptions(parent.Answer).some((option) => same(option, parentAnswer));
  return same(parent.Answer, parentAnswer);
}

/**
 * A checklist as the printout shows it (spec section 4): its questions in order, each with the child questions and
 * sub-forms its answer shows; a sub-form with its own questions, nested likewise. Whatever hangs under a hidden or
 * missing question is hidden with it.
 */
export function shownChecklist(checklist: Pick<ChecklistPrint, 'Questions' | 'SubForms'>): ShownNode[] {
  const { Questions: questions, SubForms: subForms } = checklist;
  // The questions of one level: of the checklist itself (sub-form null) or of a sub-form, with no parent question.
  const roots = (subFormId: number | null) =>
    questions.filter((q) => q.SubFormId === subFormId && q.ParentQuestionId === null);
  const under = (parent: ChecklistQuestion, seen: ReadonlySet<number>): ShownNode[] => {
    if (seen.has(parent.QuestionId)) return [];
    const next = new Set([...seen, parent.QuestionId]);
    const children = questions
      .filter((q) => q.ParentQuestionId === parent.QuestionId && showsUnder(parent, q.ParentAnswer))
      .map((q) => node(q, next));
    const forms = subForms
      .filter((f) => f.ParentQuestionId === parent.QuestionId && showsUnder(parent, f.ParentAnswer))
      .map(
        (f): ShownNode => ({
          type: 'subForm',
          subForm: f,
          children: roots(f.SubFormId).map((q) => node(q, next)),
        }),
      );
    return [...children, ...forms];
  };
  const node = (question: ChecklistQuestion, seen: ReadonlySet<number>): ShownNode => ({
    type: 'question',
    question,
    kind: fieldKind(question.FieldTypeId),
    children: under(question, seen),
  });
  // A question naming a parent the checklist lacks is never shown: it is no root, and no parent reaches it.
  return roots(null).map((q) => node(q, new Set()));
}
