import { createFieldkit, createI18n, createMemoryStorage } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { FieldkitProvider } from '@fieldkit/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { shellTexts } from '../i18n/shell-texts';
import { RecordTable } from './RecordTable';
import type { RecordState } from './useRecord';

interface Row {
  id: number;
  name: string;
}

/** A record table of `rows`, in English. */
async function renderTable(rows: RecordState<Row[]>) {
  const fieldkit = createFieldkit({
    config: sameOriginConfig('http://fk.test'),
    storage: createMemoryStorage(),
  });
  const i18n = await createI18n({
    config: fieldkit.config,
    fetch: async () => new Response('{}'),
    namespaces: ['shell'],
    defaults: { shell: shellTexts },
  });
  render(
    <FieldkitProvider fieldkit={fieldkit} i18n={i18n}>
      <RecordTable
        caption="Customers"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[['Name', (row) => row.name]]}
      />
    </FieldkitProvider>,
  );
}

afterEach(cleanup);

describe("a record table says where its records are, in the kit's list states", () => {
  test('loading is a status, a failed read an alert, no records a line of its own', async () => {
    await renderTable({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    await renderTable({ status: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('This record could not be found.');
    cleanup();
    await renderTable({ status: 'ready', data: [] });
    expect(screen.getByText('No records.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('the records are a table captioned by its name, in a region of that name the keyboard can scroll', async () => {
    await renderTable({ status: 'ready', data: [{ id: 1, name: 'Riverside Clinic' }] });
    const region = screen.getByRole('region', { name: 'Customers' });
    expect(region.tabIndex).toBe(0);
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(region.contains(table)).toBe(true);
    expect(screen.getByRole('cell', { name: 'Riverside Clinic' })).toBeTruthy();
  });
});
