import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { testConfigInput } from '@fieldkit/core/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { FieldkitProvider } from '../context/FieldkitContext';
import { defineWidget } from './defineWidget';

/** The guide's job log, as small as a model gets: a count, started and disposed. */
function createJobLog() {
  const store = createStore(() => ({ entries: 0 }));
  const calls: string[] = [];
  return {
    store,
    calls,
    start: () => calls.push('start'),
    dispose: () => calls.push('dispose'),
    add: () => store.setState((state) => ({ entries: state.entries + 1 })),
  };
}
type JobLog = ReturnType<typeof createJobLog>;

const jobLog = defineWidget({
  hook: 'useJobLog',
  widget: 'JobLogWidget',
  namespace: 'jobLogTest',
  texts: { title: 'Job log', count: '{{count}} entries' },
  create: () => createJobLog(),
});

const fieldkit = createFieldkit({ config: testConfigInput, storage: createMemoryStorage() });

function Count() {
  const t = jobLog.useTexts();
  const entries = jobLog.useState((state) => state.entries);
  return <p>{t('count', { count: entries })}</p>;
}

/** What the widget's components see: the model of the nearest widget. */
const probed: { model?: JobLog } = {};
function Probe() {
  probed.model = jobLog.useModel();
  return null;
}

function JobLogWidget({ given, children }: { given?: JobLog; children?: ReactNode }) {
  const model = jobLog.useCreate(fieldkit, given);
  return (
    <jobLog.Context.Provider value={model}>
      <Count />
      {children}
    </jobLog.Context.Provider>
  );
}

describe('a widget declared once with defineWidget', () => {
  it('makes its model once, starts it on mount and disposes it on unmount; a host-made one is left to its host', () => {
    const { rerender, unmount } = render(
      <FieldkitProvider fieldkit={fieldkit}>
        <JobLogWidget>
          <Probe />
        </JobLogWidget>
      </FieldkitProvider>,
    );
    const first = probed.model;
    rerender(
      <FieldkitProvider fieldkit={fieldkit}>
        <JobLogWidget>
          <Probe />
        </JobLogWidget>
      </FieldkitProvider>,
    );
    expect(probed.model).toBe(first);
    expect(first?.calls).toEqual(['start']);
    unmount();
    expect(first?.calls).toEqual(['start', 'dispose']);

    const given = createJobLog();
    render(
      <FieldkitProvider fieldkit={fieldkit}>
        <JobLogWidget given={given} />
      </FieldkitProvider>,
    ).unmount();
    expect(given.calls).toEqual([]);
  });

  it("its components read its state and its texts (the built-in English without the host's), and follow the state", () => {
    const given = createJobLog();
    render(
      <FieldkitProvider fieldkit={fieldkit}>
        <JobLogWidget given={given} />
      </FieldkitProvider>,
    );
    expect(screen.getByText('0 entries')).toBeTruthy();
    act(() => given.add());
    expect(screen.getByText('1 entries')).toBeTruthy();
  });

  it('outside its widget: use{X} says which widget is missing, useMaybe{X} answers undefined', () => {
    expect(() => renderHook(() => jobLog.useModel())).toThrow(
      'useJobLog: no JobLogWidget above this component.',
    );
    expect(renderHook(() => jobLog.useMaybeModel()).result.current).toBeUndefined();
  });

  it('a model made for props (the job of a popup) is made with them, once per mount', () => {
    const made: { fieldkit: unknown; job: number }[] = [];
    const popup = defineWidget({
      hook: 'usePopup',
      widget: 'Popup',
      namespace: 'popupTest',
      texts: {},
      create: (withFieldkit, job: number) => {
        made.push({ fieldkit: withFieldkit, job });
        return createJobLog();
      },
    });
    const { result, rerender } = renderHook(({ job }) => popup.useCreate(fieldkit, undefined, job), {
      initialProps: { job: 5001 },
    });
    const first = result.current;
    rerender({ job: 5001 });
    expect(result.current).toBe(first);
    expect(made).toEqual([{ fieldkit, job: 5001 }]);
    expect(first.calls).toEqual(['start']);
  });
});
