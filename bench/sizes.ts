import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** A public entry of a package, measured from its built `dist`. */
export interface Entry {
  name: string;
  file: string;
  /** Gzip budget in bytes for the entry with its dependencies (React external), when it has one. */
  budget?: number;
  /** Left out of the measure with dependencies too (a chat entry is measured without core). */
  external?: string[];
  /** Measured with React in (a standalone custom-element bundle). */
  withReact?: boolean;
  /** Entries of external packages counted in all the same, by import name: the built file (ui/html's sanitiser). */
  counted?: Readonly<Record<string, string>>;
  /** The budget holds what a page loads at once; the lazy chunks (a viewer loaded on demand) are reported apart. */
  budgetInitial?: boolean;
}

export const entries: Entry[] = [
  // 45 KB until a hub closed by the server for an ended session (a sign-in elsewhere) took the 401 policy: 128 B;
  // 45.25 KB until the contract gained the sender check, idempotency keys and the reply statuses: +2 B over it.
  // 45.5 KB until an embedding host's session (its token provider, the renewal before expiry and after a 401, the
  // session's end with a reason, token-url): +1,385 B.
  { name: '@fieldkit/core', file: 'packages/core/dist/index.js', budget: 47 * 1024 },
  { name: '@fieldkit/core/contract', file: 'packages/core/dist/contract.js' },
  // With its dependencies: core, floating-ui, r2wc, zustand (React external).
  { name: '@fieldkit/ui', file: 'packages/ui/dist/index.js', budget: 70 * 1024 },
  // The chat entry as an app imports it: React, core and ui are the app's already (as for the other widgets).
  {
    name: '@fieldkit/chat-widget',
    file: 'packages/chat-widget/dist/index.js',
    budget: 24 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui'],
  },
  // <fk-chat> as a portal loads it with one script tag: everything in, React included. Each contract group is a file
  // of its own in core's build, so an element carries the groups it calls and not the others'. Of its 150 KB, the
  // libraries are about 110 KB (React 57, i18next 16, SignalR 14, zod/mini 7.6, floating-ui 7.1, r2wc and the rest);
  // the chat's own code, styles and texts about 40 KB. 160 KB leaves room for the composing features still to come
  // (edit, reply, the image viewer), which belong in the lazy window chunk. 160 KB until the host's sign-in (core's
  // embedded session, the element's token-url and tokenProvider, fk-session-end): +1,903 B. The page-wide runtime
  // (one React and one core for every element of a page) is where the room comes back from. 162 KB until each
  // message's actions button named its message (whose, and how it starts): +67 B over it. 162.5 KB until notices
  // moved out of the way of menus, prompts and dialogs' controls (ui's useClearPlace) and a namespace the host did
  // not list came to load on first use: +749 B together, 239 B over it. 163 KB until the window came to close on
  // Escape and give the focus back, modal on a phone, and a modal to bring back a focus that lands behind it: 215 B
  // over it. 163.5 KB until every theme got its dark variant (each colour token a light-dark() pair, the scheme
  // rules, the menu's choice items): 226 B over it. 164 KB until a server out of reach came to be said (the line,
  // fk-error naming ALLOWED_ORIGINS, the backoff) and portals to wait for the browser: 137 B over it. 164.5 KB until
  // the widgets came to look the same in any host (the scoped revert of a host's element rules, one class of weight
  // on every rule) and every event to carry the fk- prefix: 323 B over it. 165 KB exactly (0 B to spare) once a
  // lang changed on a widget in use came to be followed in place and a host app's own shadow root to be told from an
  // element's: half a KB more, so that the next byte is not a budget's discussion.
  {
    name: '<fk-chat> standalone',
    file: 'packages/chat-widget/dist/fk-chat.standalone.js',
    budget: 165.5 * 1024,
    withReact: true,
  },
  // The React face of an embedding host (EmbeddedFieldkit): the element's sign-in and connection, and i18next, which
  // a React app that signs in otherwise does not load (React external; core and ui counted).
  { name: '@fieldkit/ui/embed', file: 'packages/ui/dist/embed.js', budget: 52 * 1024 },
  // The entry a widget showing a stranger's HTML adds: the sanitiser (DOMPurify) and the sandboxed frame (core, with
  // the allowlist in its contract, is the app's already).
  {
    name: '@fieldkit/ui/html',
    file: 'packages/ui/dist/html.js',
    budget: 15 * 1024,
    external: ['@fieldkit/core'],
  },
  // The forms entry a widget with a form adds: react-hook-form, its zod resolver, Field and FormDialog.
  { name: '@fieldkit/ui/forms', file: 'packages/ui/dist/forms.js', budget: 70 * 1024 },
  // The notes entry as an app imports it: React, core and ui are the app's already.
  {
    name: '@fieldkit/notes-widget',
    file: 'packages/notes-widget/dist/index.js',
    budget: 12 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui'],
  },
  // The SMS and e-mail log as an app imports it: React, core and ui are the app's already.
  {
    name: '@fieldkit/sms-log',
    file: 'packages/sms-log/dist/index.js',
    budget: 15 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui'],
  },
  // The same with the sanitiser and the sandboxed frame (ui/html) counted, which an app loads for this widget alone:
  // DOMPurify is about 11 KB of it, the widget (the report, replies and MMS photos included) about 8 KB.
  {
    name: '@fieldkit/sms-log with ui/html',
    file: 'packages/sms-log/dist/index.js',
    budget: 22 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui'],
    counted: { '@fieldkit/ui/html': 'packages/ui/dist/html.js' },
  },
  // Job print and e-mail as an app imports it: React, core and ui are the app's already; its forms (ui/forms, with
  // react-hook-form and zod) are counted. pdf.js is the preview's viewer, imported when a preview opens: the app's
  // bundler makes it a lazy chunk (the standalone's lazy chunks below show its size).
  {
    name: '@fieldkit/job-email',
    file: 'packages/job-email/dist/index.js',
    // 25 KB until each send carried its idempotency key and said a limit reached or an interrupted send: +38 B.
    // 25.25 KB until every built module of ui and the widgets came to start with "use client" (for a React Server
    // Components host): 1 B over it, with 3 B of room left before.
    budget: 25.5 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui', 'pdfjs-dist'],
    counted: { '@fieldkit/ui/forms': 'packages/ui/dist/forms.js' },
  },
  // <fk-job-email> as a portal loads it with one script tag: everything in, React included; the budget holds what
  // the page loads at once; the preview's viewer (pdf.js) is in its lazy chunks (`pnpm bench`: with dependencies
  // minus loaded at once).
  {
    name: '<fk-job-email> standalone (initial)',
    file: 'packages/job-email/dist/fk-job-email.standalone.js',
    budget: 140 * 1024,
    withReact: true,
    budgetInitial: true,
  },
  // <fk-sms-log> as a portal loads it with one script tag: everything in, React and the sanitiser included. 150 KB
  // until notices moved out of the way of menus, prompts and dialogs' controls (ui's useClearPlace) and a namespace
  // the host did not list came to load on first use: 571 B over it. 151 KB until 'Show images' came to say which
  // images the proxy could not get, and a modal to bring back a focus that lands behind it: 15 B over it. 151.5 KB
  // until the counts came to move on the server's push (AlertReceived): the element now connects the notifications
  // hub, whose connection code (core's hub, its reconnect policy) it did not carry before: +1,671 B over it. 153.5 KB
  // until every theme got its dark variant (light-dark() pairs in the stylesheet it carries): 170 B over it. 154 KB
  // until a server out of reach came to be said (the line, fk-error, the backoff): 67 B over it. 154.5 KB until the
  // widgets came to look the same in any host (the scoped revert, one class of weight on every rule): 213 B over it.
  {
    name: '<fk-sms-log> standalone',
    file: 'packages/sms-log/dist/fk-sms-log.standalone.js',
    budget: 155 * 1024,
    withReact: true,
  },
  // <fk-notes> as a portal loads it with one script tag: everything in, React included.
  {
    name: '<fk-notes> standalone',
    file: 'packages/notes-widget/dist/fk-notes.standalone.js',
    // React (about 60 KB of it), core and the ui parts the dialog uses; the widget's own code is 5.5 KB. 135 KB
    // until the host's sign-in (+1,699 B) and an opened note's job link (+505 B) came: 204 B over it. 136 KB until
    // the notices' clear place, the namespace load, a modal's focus brought back and the single-key switch: 396 B
    // over it. 136.5 KB until every theme got its dark variant (light-dark() pairs in the stylesheet it carries): 546 B
    // over it. 137.5 KB until the page-global registry through which separate scripts share one connection: 28 B
    // over it (the page runtime, @fieldkit/elements, is the way to load it beside others: 124 KB, React shared).
    // 138 KB until the widgets came to look the same in any host (the scoped revert of a host's element rules, one
    // class of weight on every rule): 115 B over it.
    budget: 138.5 * 1024,
    withReact: true,
  },
  // Video calls as an app imports them: React, core and ui are the app's already; simple-peer and the browser shims
  // of its Node-shaped dependencies (process, events, buffer, readable-stream) are counted, though a page loads them
  // only on its first call.
  {
    name: '@fieldkit/video-call',
    file: 'packages/video-call/dist/index.js',
    // 40 KB until calls got their keys (accept, decline, mute, go to the call), a modal window and the invitable
    // list: 4 B over it. 40.5 KB until calls came to tell the host what happens to them (the call events read from
    // the store, fk-call-incoming … fk-call-rejected): 31 B over it.
    budget: 41 * 1024,
    external: ['@fieldkit/core', '@fieldkit/ui'],
  },
  // <fk-video-call> as a portal loads it with one script tag: everything in, React included; the budget holds what
  // the page loads at once (the WebRTC mesh is a lazy chunk loaded on the first call).
  {
    name: '<fk-video-call> standalone (initial)',
    file: 'packages/video-call/dist/fk-video-call.standalone.js',
    budget: 140 * 1024,
    withReact: true,
    budgetInitial: true,
  },
];

export interface SizeRow {
  entry: string;
  /** Minified and gzipped, other workspace packages external. */
  ownGzip: number;
  /** Minified and gzipped with every dependency in, React external; the sum over all chunks, lazy ones included. */
  totalGzip: number;
  /** The part of `totalGzip` a page loads at once: the entry and its static imports (lazy chunks left out). */
  initialGzip: number;
  /** The figure held to the budget: `initialGzip` for an entry budgeted on its initial load, else `totalGzip`. */
  budgeted: number;
  budget: number | null;
  withinBudget: boolean | null;
}

/** A measured size and the budget it is held to (none: measured only). */
export interface Budgeted {
  entry: string;
  gzip: number;
  budget: number | null;
}

/** True when a size is within its budget (a size equal to its budget passes); null when there is no budget. */
export function withinBudget(gzip: number, budget: number | null): boolean | null {
  return budget === null ? null : gzip <= budget;
}

/** One message per measure over its budget, naming the entry, its size and its budget in bytes. */
export function budgetFailures(measures: readonly Budgeted[]): string[] {
  const messages: string[] = [];
  for (const { entry, gzip, budget } of measures) {
    if (budget !== null && withinBudget(gzip, budget) === false)
      messages.push(`${entry}: ${gzip} B gzip, over its budget of ${budget} B by ${gzip - budget} B`);
  }
  return messages;
}

interface Gzipped {
  /** Every chunk, each gzipped on its own (as served). */
  total: number;
  /** The entry chunk and the chunks it imports statically. */
  initial: number;
}

async function gzipOf(
  file: string,
  external: string[],
  counted: Readonly<Record<string, string>> = {},
): Promise<Gzipped> {
  const result = await build({
    entryPoints: [`${root}${file}`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // Chunks as a browser loads them: what the entry imports dynamically is counted apart as well.
    splitting: true,
    outdir: `${root}bench/.out`,
    metafile: true,
    external,
    // Resolved before the external list, so a counted entry is bundled although its package is external.
    plugins: [
      {
        name: 'counted',
        setup(builder) {
          for (const [name, path] of Object.entries(counted))
            builder.onResolve({ filter: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`) }, () => ({
              path: `${root}${path}`,
            }));
        },
      },
    ],
    logLevel: 'silent',
    // No tsconfig: the root `paths` would send workspace packages to their sources; measure the built dist files.
    tsconfigRaw: '{}',
    loader: { '.css': 'empty' },
    // React picks its production build by this; without it both builds would be bundled.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const sizes = new Map(
    result.outputFiles
      .filter((f) => f.path.endsWith('.js'))
      .map((f) => [relative(root, f.path), gzipSync(f.contents, { level: 9 }).length]),
  );
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint && name.endsWith('.js'));
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  if (entry) visit(entry);
  const sum = (names: Iterable<string>) =>
    [...names].reduce((total, name) => total + (sizes.get(name) ?? 0), 0);
  return { total: sum(sizes.keys()), initial: sum(initial) };
}

/** Gzip size of every package entry (React external), own and with its dependencies. */
export async function measureSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const entry of entries) {
    readFileSync(`${root}${entry.file}`); // a clear error when the package was not built
    const own = await gzipOf(entry.file, [...REACT, '@fieldkit/*']);
    const all = await gzipOf(
      entry.file,
      [...(entry.withReact ? [] : REACT), ...(entry.external ?? [])],
      entry.counted,
    );
    const totalGzip = all.total;
    rows.push({
      entry: entry.name,
      ownGzip: own.total,
      totalGzip,
      initialGzip: all.initial,
      budget: entry.budget ?? null,
      budgeted: entry.budgetInitial ? all.initial : totalGzip,
      withinBudget: withinBudget(entry.budgetInitial ? all.initial : totalGzip, entry.budget ?? null),
    });
  }
  return rows;
}
