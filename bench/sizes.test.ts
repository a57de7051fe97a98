import { describe, expect, it } from 'vitest';
import { budgetFailures, withinBudget } from './sizes';

describe('size budgets', () => {
  it('passes a size at or under its budget, fails one byte over', () => {
    expect(withinBudget(46_080, 46_080)).toBe(true);
    expect(withinBudget(46_081, 46_080)).toBe(false);
    expect(withinBudget(99_999, null)).toBeNull();
  });

  it('names each entry over budget with its size and budget, and nothing else', () => {
    const failures = budgetFailures([
      { entry: '@fieldkit/core', gzip: 46_783, budget: 46_080 },
      { entry: '@fieldkit/chat-widget', gzip: 29_640, budget: 30_720 },
      { entry: '@fieldkit/core/contract', gzip: 12_815, budget: null },
    ]);
    expect(failures).toEqual(['@fieldkit/core: 46783 B gzip, over its budget of 46080 B by 703 B']);
  });

  it('has nothing to say when every entry is within budget', () => {
    expect(budgetFailures([{ entry: 'ui', gzip: 1, budget: 2 }])).toEqual([]);
  });
});
