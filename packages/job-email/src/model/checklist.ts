/** What a checklist question's field type id renders as (spec section 9). */
export type FieldKind =
  | 'heading'
  | 'text'
  | 'dropdown'
  | 'multiCheckbox'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'html'
  | 'unknown';

const KINDS: ReadonlyArray<[FieldKind, readonly number[]]> = [
  ['heading', [25, 330, 352]],
  ['text', [26, 27, 320, 329, 355, 380]],
  ['dropdown', [28, 986]],
  ['multiCheckbox', [328]],
  ['boolean', [29]],
  ['date', [350]],
  ['dateTime', [399]],
  ['html', [356]],
];

/** The kind a field type id is; 'unknown' for an id the spec does not name (shown as text). */
export function fieldKind(fieldTypeId: number): FieldKind {
  return KINDS.find(([, ids]) => ids.includes(fieldTypeId))?.[0] ?? 'unknown';
}

/** What the visibility rules read of a question (spec section 3, "Checklist"). */
export interface QuestionLike {
  QuestionId: number;
  FieldTypeId: number;
  /** The answer; a multi-checkbox's checked options as a list, or as one text separated by commas. */
  Answer: string | readonly string[];
  /** The question this one depends on, or null for a question of the checklist itself. */
  ParentQuestionId: number | null;
  /** The parent's answer (a dropdown) or checked option (a multi-checkbox) that shows this question. */
  ParentAnswer: string | null;
}

/** A question shown, with the questions it shows in turn. */
export interface ShownQuestion<Q extends QuestionLike> {
  question: Q;
  kind: FieldKind;
  children: ShownQuestion<Q>[];
}

/** The options a multi-checkbox answer has checked, trimmed. */
export function checkedOptions(answer: string | readonly string[]): string[] {
  const options = typeof answer === 'string' ? answer.split(',') : [...answer];
  return options.map((option) => option.trim()).filter(Boolean);
}

/** Where questions whose parent is missing are put aside (no question has a negative id). */
const ORPHANED = -1;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a child question shows under its parent's answer: the dropdown's answer, or a checked option, matches. */
export function showsUnder(parent: QuestionLike, child: QuestionLike): boolean {
  if (child.ParentAnswer === null) return true;
  const expected = child.ParentAnswer;
  const kind = fieldKind(parent.FieldTypeId);
  if (kind === 'multiCheckbox') return checkedOptions(parent.Answer).some((option) => same(option, expected));
  const answer = typeof parent.Answer === 'string' ? parent.Answer : parent.Answer.join(',');
  return same(answer, expected);
}

/**
 * The checklist as the printout shows it: its questions in order, each with the questions it shows (spec section 4:
 * a child question only when the parent dropdown's answer, or a checked multi-choice option, matches; sub-form
 * questions nested likewise). A question whose parent is hidden, or missing, is hidden too.
 */
export function shownQuestions<Q extends QuestionLike>(questions: readonly Q[]): ShownQuestion<Q>[] {
  const childrenOf = new Map<number | null, Q[]>();
  const ids = new Set(questions.map((q) => q.QuestionId));
  for (const question of questions) {
    const parentId = question.ParentQuestionId;
    // A question naming a parent the checklist lacks is never shown (it cannot be answered into view).
    const key = parentId === null || ids.has(parentId) ? parentId : ORPHANED;
    const list = childrenOf.get(key) ?? [];
    list.push(question);
    childrenOf.set(key, list);
  }
  const build = (parent: Q | null, seen: ReadonlySet<number>): ShownQuestion<Q>[] =>
    (childrenOf.get(parent?.QuestionId ?? null) ?? [])
      .filter((child) => !seen.has(child.QuestionId) && (parent === null || showsUnder(parent, child)))
      .map((child) => ({
        question: child,
        kind: fieldKind(child.FieldTypeId),
        children: build(child, new Set([...seen, child.QuestionId])),
      }));
  return build(null, new Set());
}
