import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, fakeHub, json, testConfigInput } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { JobLogEntry } from '../contract';
import { createJobLog } from '../model/job-log';
import { JobLogWidget } from './JobLogWidget';

const entry = (LogId: number, Text: string): JobLogEntry => ({
  LogId,
  JobId: 5001,
  Text,
  CreatedBy: 'Bob Tech',
  CreatedDate: '2026-11-29T09:00:00Z',
});

/** The server's job log on the wire: the newest page, and what was written after an entry. */
function jobLogServer(entries: JobLogEntry[]) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    asked.push(url);
    const after = /GetJobLogAfter\/(\d+)$/.exec(url);
    if (after) return json(entries.filter((e) => e.LogId > Number(after[1])));
    if (url.includes('/JobLog/GetJobLog/')) return json(entries);
    return json({ message: 'no route' }, 404, 'Not Found');
  };
  return { fetch, asked, entries };
}

function openJobLog(server: ReturnType<typeof jobLogServer>) {
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: server.fetch,
  });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const hub = fakeHub(undefined, 'http://fk.test/hubs/job-log');
  const log = createJobLog({ fieldkit, hub: hub.hub });
  const counts: number[] = [];
  render(
    <FieldkitProvider fieldkit={fieldkit}>
      <JobLogWidget given={log} onCountChange={(count) => counts.push(count)} />
    </FieldkitProvider>,
  );
  void log.start();
  return { hub, log, counts, list: () => within(screen.getByRole('region', { name: 'Job log' })) };
}

describe("the guide's job log, built as the guide writes it", () => {
  test('shows the newest page, then each entry pushed, and tells the host the count', async () => {
    const server = jobLogServer([entry(1, 'Job 5001 assigned'), entry(2, 'Bob on site')]);
    const { hub, counts, list } = openJobLog(server);
    expect(await list().findByText('Bob on site (Bob Tech)')).toBeTruthy();
    hub.push('LogAdded', entry(3, 'Belts replaced'));
    expect(await list().findByText('Belts replaced (Bob Tech)')).toBeTruthy();
    expect(list().getAllByRole('listitem')).toHaveLength(3);
    expect(counts.at(-1)).toBe(3);
  });

  test('after a dropped connection, what was written meanwhile is fetched and shown, each entry once', async () => {
    const server = jobLogServer([entry(1, 'Job 5001 assigned')]);
    const { hub, list } = openJobLog(server);
    await list().findByText('Job 5001 assigned (Bob Tech)');
    hub.push('LogAdded', entry(2, 'Bob on site'));
    await list().findByText('Bob on site (Bob Tech)');
    hub.drop();
    server.entries.push(entry(2, 'Bob on site'), entry(3, 'Written during the outage'));
    hub.restore();
    expect(await list().findByText('Written during the outage (Bob Tech)')).toBeTruthy();
    expect(server.asked.filter((url) => url.includes('/GetJobLogAfter/'))).toHaveLength(1);
    expect(
      list()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Job 5001 assigned (Bob Tech)',
      'Bob on site (Bob Tech)',
      'Written during the outage (Bob Tech)',
    ]);
  });

  test('an empty log says so', async () => {
    openJobLog(jobLogServer([]));
    expect(await screen.findByText('Nothing has happened to a job yet.')).toBeTruthy();
  });

  test('<fk-job-log> is defined by importing its element entry', async () => {
    await import('../element');
    expect(customElements.get('fk-job-log')).toBeDefined();
    await waitFor(() => expect(document.createElement('fk-job-log')).toBeInstanceOf(HTMLElement));
  });
});
