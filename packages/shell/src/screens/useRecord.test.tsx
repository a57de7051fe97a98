import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { demoSession } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useRecord } from './useRecord';

afterEach(cleanup);

function ReleaseNotes() {
  useRecord((api) => api.shell.getReleaseNotes(), []);
  return null;
}

describe('a record read the screen no longer wants is aborted', () => {
  test('leaving the screen aborts the request its read made, though the read never passed a signal', async () => {
    const signals: Array<AbortSignal | null | undefined> = [];
    const fieldkit = createFieldkit({
      config: sameOriginConfig('http://fk.test'),
      storage: createMemoryStorage(),
      // The server never answers.
      fetch: (_input, init) => {
        signals.push(init?.signal);
        return new Promise<Response>(() => {});
      },
    });
    fieldkit.session.setState({ token: 'tok', expiresAt: Date.now() + 60_000, session: demoSession });
    const { unmount } = render(
      <FieldkitProvider fieldkit={fieldkit}>
        <ReleaseNotes />
      </FieldkitProvider>,
    );
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
