import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFieldkit } from '@fieldkit/core';
import { sameOriginConfig } from '@fieldkit/core/contract';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

// A page rendered on a server (Next.js, Remix, Astro) imports the packages in Node, where there is no document, no
// window and no customElements, then renders the widgets to HTML before any browser runs them.

const require = createRequire(import.meta.url);
const PACKAGES = [
  '@fieldkit/core',
  '@fieldkit/ui',
  '@fieldkit/chat-widget',
  '@fieldkit/notes-widget',
  '@fieldkit/sms-log',
  '@fieldkit/job-email',
  '@fieldkit/job-print',
  '@fieldkit/video-call',
] as const;

/** A package's folder, found through its manifest (which every exports map lists). */
const folderOf = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The JavaScript entries of a package's exports map, as a host imports them (stylesheets, texts and tests aside). */
function entriesOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folderOf(name), 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .filter((key) => !/package\.json$|\.css$|\*|\/testing$/.test(key))
    .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
}

const entries = PACKAGES.flatMap(entriesOf);

test('this is Node as a server has it: no DOM at all', () => {
  expect(typeof document).toBe('undefined');
  expect(typeof window).toBe('undefined');
  expect(typeof customElements).toBe('undefined');
  expect(entries.length).toBeGreaterThanOrEqual(20);
  for (const name of PACKAGES)
    expect(existsSync(join(folderOf(name), 'dist')), `${name}: pnpm build first`).toBe(true);
});

describe('every entry of every package imports in Node', () => {
  test.each(entries)('%s', async (entry) => {
    const module = (await import(entry)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  test('an element entry defines nothing there, and its constructor says it needs a browser', async () => {
    const { ChatElementConstructor } = (await import('@fieldkit/chat-widget/element')) as {
      ChatElementConstructor: new () => unknown;
    };
    expect(() => new ChatElementConstructor()).toThrow(/need a browser/);
  });
});

describe('the entries that hold React components and hooks are client modules', () => {
  /** The built file an entry resolves to, through the package's exports map as a bundler follows it. */
  const fileOf = (entry: string) => require.resolve(entry);
  const CLIENT = entries.filter((entry) => !/^@fieldkit\/(core|job-print)(\/|$)/.test(entry));

  test.each(CLIENT)('%s starts with "use client"', (entry) => {
    expect(readFileSync(fileOf(entry), 'utf8').startsWith('"use client";')).toBe(true);
  });

  test('core, framework-free, and the printout, which the server renders to PDF, are not', () => {
    for (const entry of entries.filter((e) => !CLIENT.includes(e)))
      expect(readFileSync(fileOf(entry), 'utf8'), entry).not.toMatch(/^"use client"/);
  });
});

/** The config a host's page names, as the reference server serves it. */
const config = sameOriginConfig('https://fieldkit.example');

describe('every widget renders to a string', () => {
  async function widgets(): Promise<Array<[string, ReactElement]>> {
    const { ChatWidget } = await import('@fieldkit/chat-widget');
    const { NotesWidget } = await import('@fieldkit/notes-widget');
    const { SmsLogWidget } = await import('@fieldkit/sms-log');
    const { VideoCallElement } = await import('@fieldkit/video-call');
    const { Notices } = await import('@fieldkit/ui');
    return [
      ['chat', createElement(ChatWidget, { key: 'chat' })],
      ['notes', createElement(NotesWidget, { key: 'notes' })],
      ['sms-log', createElement(SmsLogWidget, { key: 'sms-log' })],
      ['video-call', createElement(VideoCallElement, { key: 'video-call', showPeople: true })],
      ['notices', createElement(Notices, { key: 'notices' })],
    ];
  }

  test('inside a FieldkitProvider, as a React app renders them before its session is read', async () => {
    const { FieldkitProvider } = await import('@fieldkit/ui');
    const fieldkit = createFieldkit({ config });
    const html = Object.fromEntries(
      (await widgets()).map(([name, widget]) => [
        name,
        renderToString(createElement(FieldkitProvider, { fieldkit }, widget)),
      ]),
    );
    // What a server can show: the chat's launcher, the bell, the people list loading, the log's box; notices (and
    // every portal) are the browser's alone.
    expect(html.notes).toContain('aria-label="Notifications"');
    expect(html['video-call']).toContain('Loading people…');
    expect(html['sms-log']).toBe('<span class="fk-sms-log-widget"></span>');
    expect(html.chat).toContain('aria-label="Open chat"');
    expect(html.notices).toBe('');
  });

  test('inside EmbeddedFieldkit, as an embedding host renders them before it has signed in', async () => {
    const { EmbeddedFieldkit } = await import('@fieldkit/ui/embed');
    const html = renderToString(
      createElement(
        EmbeddedFieldkit,
        {
          configUrl: 'https://fieldkit.example/config.json',
          tokenProvider: async () => ({ Assertion: 'from the host' }),
        },
        ...(await widgets()).map(([, widget]) => widget),
      ),
    );
    // The host's box, which the widgets fill once the browser has signed in.
    expect(html).toBe('<div class="fk-widget-host"></div>');
  });
});
