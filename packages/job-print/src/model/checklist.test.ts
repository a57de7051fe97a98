import type { ChecklistQuestion, ChecklistSubForm } from '@fieldkit/core/contract';
import { describe, expect, it } from 'vitest';
import { checkedOptions, fieldKind, type ShownNode, shownChecklist } from './checklist';

const q = (
  QuestionId: number,
  FieldTypeId: number,
  Answer: string,
  parent?: [number, string],
  SubFormId: number | null = null,
): ChecklistQuestion => ({
  QuestionId,
  Question: `Question ${QuestionId}`,
  FieldTypeId,
  Values: [],
  Answer,
  ParentQuestionId: parent?.[0] ?? null,
  ParentAnswer: parent?.[1] ?? null,
  SubFormId,
  Attachments: [],
});
const form = (
  SubFormId: number,
  ParentQuestionId: number,
  ParentAnswer: string | null,
): ChecklistSubForm => ({
  SubFormId,
  SubFormName: `Form ${SubFormId}`,
  ParentQuestionId,
  ParentAnswer,
});

/** The shown tree as ids: a question's id, a sub-form as 'f' and its id, each with its children when it has any. */
const ids = (nodes: ShownNode[]): unknown[] =>
  nodes.map((n) => {
    const key = n.type === 'question' ? n.question.QuestionId : `f${n.subForm.SubFormId}`;
    return n.children.length ? [key, ids(n.children)] : key;
  });
const shown = (questions: ChecklistQuestion[], subForms: ChecklistSubForm[] = []) =>
  ids(shownChecklist({ Questions: questions, SubForms: subForms }));

describe('checklist field kinds (spec section 9)', () => {
  it('names every field type id', () => {
    const kinds = Object.fromEntries(
      [25, 330, 352, 26, 27, 320, 329, 355, 380, 28, 986, 328, 29, 350, 399, 356, 1].map((id) => [
        id,
        fieldKind(id),
      ]),
    );
    expect(kinds).toEqual({
      25: 'heading',
      330: 'heading',
      352: 'heading',
      26: 'text',
      27: 'text',
      320: 'text',
      329: 'text',
      355: 'text',
      380: 'text',
      28: 'dropdown',
      986: 'dropdown',
      328: 'multiCheckbox',
      29: 'booleanLike',
      350: 'date',
      399: 'dateTime',
      356: 'html',
      1: 'unknown',
    });
  });
});

describe('which questions show', () => {
  it('a child of a dropdown shows only for the matching answer', () => {
    expect(
      shown([q(1, 28, 'Yes'), q(2, 26, 'leak found', [1, 'Yes']), q(3, 26, 'why not', [1, 'No'])]),
    ).toEqual([[1, [2]]]);
  });

  it('a child of a multi-checkbox shows for a checked option, compared trimmed and in any case', () => {
    expect(shown([q(1, 328, 'Filter,Belt'), q(2, 26, '', [1, 'belt']), q(3, 26, '', [1, 'Motor'])])).toEqual([
      [1, [2]],
    ]);
    expect(checkedOptions(' Filter ,, Belt ')).toEqual(['Filter', 'Belt']);
  });

  it('a sub-form shows under its question for its answer, with its own questions nested likewise', () => {
    const questions = [
      q(1, 28, 'Replace'),
      q(10, 26, 'PX-2', undefined, 7),
      q(11, 28, 'Yes', undefined, 7),
      q(12, 26, 'fitted', [11, 'Yes'], 7),
      q(13, 26, 'never', [11, 'No'], 7),
      q(20, 26, 'never', undefined, 8),
      q(30, 25, ''),
    ];
    expect(shown(questions, [form(7, 1, 'Replace'), form(8, 1, 'Repair')])).toEqual([
      [1, [['f7', [10, [11, [12]]]]]],
      30,
    ]);
  });

  it('a hidden parent hides its whole branch; a missing parent hides its question', () => {
    const questions = [
      q(1, 28, 'No'),
      q(2, 28, 'Yes', [1, 'Yes']),
      q(3, 26, 'deep', [2, 'Yes']),
      q(4, 26, 'orphan', [99, 'x']),
    ];
    expect(shown(questions, [form(5, 2, null)])).toEqual([1]);
  });
});
