import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createWidgetContext } from './widgetContext';

interface Model {
  name: string;
}
const job = createWidgetContext<Model>('useJobLog', 'JobLogWidget');
const model: Model = { name: 'the job log' };
const inside = ({ children }: { children: ReactNode }) => (
  <job.Context.Provider value={model}>{children}</job.Context.Provider>
);

describe("a widget's context: the model of the nearest widget", () => {
  it('is the model its widget provides, to both hooks', () => {
    expect(renderHook(() => job.useModel(), { wrapper: inside }).result.current).toBe(model);
    expect(renderHook(() => job.useMaybeModel(), { wrapper: inside }).result.current).toBe(model);
  });

  it('outside a widget: the hook that needs one says which is missing, the other answers undefined', () => {
    expect(() => renderHook(() => job.useModel())).toThrow(
      'useJobLog: no JobLogWidget above this component.',
    );
    expect(renderHook(() => job.useMaybeModel()).result.current).toBeUndefined();
  });
});
