import { describe, expect, it } from 'vitest';
import { checkedOptions, fieldKind, type QuestionLike, shownQuestions } from './checklist';

const q = (
  QuestionId: number,
  FieldTypeId: number,
  Answer: string | string[],
  parent?: [number, string],
) => ({
  QuestionId,
  FieldTypeId,
  Answer,
  ParentQuestionId: parent?.[0] ?? null,
  ParentAnswer: parent?.[1] ?? null,
});

const ids = (tree: ReturnType<typeof shownQuestions<QuestionLike>>): unknown[] =>
  tree.map((node) =>
    node.children.length ? [node.question.QuestionId, ids(node.children)] : node.question.QuestionId,
  );

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
      29: 'boolean',
      350: 'date',
      399: 'dateTime',
      356: 'html',
      1: 'unknown',
    });
  });
});

describe('which questions show', () => {
  it('a child of a dropdown shows only for the matching answer', () => {
    const questions = [q(1, 28, 'Yes'), q(2, 26, 'leak found', [1, 'Yes']), q(3, 26, 'why not', [1, 'No'])];
    expect(ids(shownQuestions(questions))).toEqual([[1, [2]]]);
  });

  it('a child of a multi-checkbox shows for a checked option; answers as a list or comma text', () => {
    const asText = [q(1, 328, 'Filter, Belt'), q(2, 26, '', [1, 'belt']), q(3, 26, '', [1, 'Motor'])];
    expect(ids(shownQuestions(asText))).toEqual([[1, [2]]]);
    const asList = [q(1, 328, ['Motor']), q(2, 26, '', [1, 'Belt']), q(3, 26, '', [1, 'Motor'])];
    expect(ids(shownQuestions(asList))).toEqual([[1, [3]]]);
    expect(checkedOptions(' Filter ,, Belt ')).toEqual(['Filter', 'Belt']);
  });

  it('sub-form questions nest likewise; a hidden parent hides its whole branch; a missing parent hides', () => {
    const questions = [
      q(1, 28, 'Replace'),
      q(2, 328, 'Pump', [1, 'Replace']),
      q(3, 26, 'PX-2', [2, 'Pump']),
      q(4, 28, 'No', [1, 'Repair']),
      q(5, 26, 'never', [4, 'No']),
      q(6, 26, 'orphan', [99, 'x']),
      q(7, 25, ''),
    ];
    expect(ids(shownQuestions(questions))).toEqual([[1, [[2, [3]]]], 7]);
  });
});
