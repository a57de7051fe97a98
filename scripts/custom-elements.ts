/**
 * Writes each widget package's `custom-elements.json` (the Custom Elements Manifest, schema 2.1, which editors,
 * Storybook and documentation tools read) and `docs/elements.md` from the elements' own declarations
 * (`element-declarations.ts`). `pnpm docs:elements` writes them; `--check` fails when one is stale (the workspace
 * test compares them too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declarationOf, ELEMENT_PACKAGES, themeTokens } from './element-declarations';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A package's manifest: its element module and the tag it defines. */
export function manifestOf(folder: (typeof ELEMENT_PACKAGES)[number]) {
  const declaration = declarationOf(folder);
  const path = 'dist/element.js';
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [
          { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
          {
            kind: 'custom-element-definition',
            name: declaration.tagName,
            declaration: { name: declaration.name, module: path },
          },
        ],
      },
    ],
  };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** `docs/elements.md`: every element's attributes, property, events, parts and CSS properties, as tables. */
export function elementsDoc(): string {
  const lines = [
    '# The widget elements',
    '',
    "<!-- Written by `pnpm docs:elements` from each element's declaration (`src/element.ts`); do not edit. -->",
    '',
    'Each package also ships this as `custom-elements.json` (the Custom Elements Manifest), named by its',
    '`customElements` field. Every event bubbles and crosses the shadow root (`composed`); in TSX, React 19 hears',
    '`fk-unread-change` as `onfk-unread-change`. A page styles a part with `tag::part(name)` and a property by',
    'setting it on the element (`fk-chat { --fk-color-primary: … }`).',
  ];
  for (const folder of ELEMENT_PACKAGES) {
    const element = declarationOf(folder);
    lines.push(
      '',
      `## \`<${element.tagName}>\` (\`@fieldkit/${folder}/element\`)`,
      '',
      element.description,
      '',
    );
    lines.push('| attribute | property | type | what it is |', '| --- | --- | --- | --- |');
    for (const a of element.attributes)
      lines.push(
        `| \`${a.name}\` | \`${a.fieldName}\` | \`${cell(a.type.text)}\` | ${cell(a.description)} |`,
      );
    for (const m of element.members)
      lines.push(`| (property only) | \`${m.name}\` | \`${cell(m.type.text)}\` | ${cell(m.description)} |`);
    lines.push('', '| event | type | when |', '| --- | --- | --- |');
    for (const e of element.events)
      lines.push(`| \`${e.name}\` | \`${cell(e.type.text)}\` | ${cell(e.description)} |`);
    lines.push('', '| part | what it is |', '| --- | --- |');
    for (const p of element.cssParts) lines.push(`| \`${p.name}\` | ${cell(p.description)} |`);
    const own = element.cssProperties.filter((property) => !themeTokens.has(property.name));
    lines.push(
      '',
      own.length > 0
        ? `CSS properties: the theme tokens (below), and its own ${own.map((p) => `\`${p.name}\``).join(', ')}.`
        : 'CSS properties: the theme tokens (below).',
    );
  }
  lines.push(
    '',
    '## Theme tokens',
    '',
    "Every element reads the `--fk-*` tokens of @fieldkit/ui's themes (each colour a `light-dark()` pair): a page",
    'sets any of them on an element, or on the `.fk-widget-host` box of `EmbeddedFieldkit`, to restyle it.',
    '',
    [...themeTokens].map((token) => `\`${token}\``).join(', '),
  );
  return `${lines.join('\n')}\n`;
}

/** Every generated file: its path and what it should hold. */
export function generatedFiles(): Array<{ path: string; text: string }> {
  return [
    ...ELEMENT_PACKAGES.map((folder) => ({
      path: `packages/${folder}/custom-elements.json`,
      text: `${JSON.stringify(manifestOf(folder), null, 2)}\n`,
    })),
    { path: 'docs/elements.md', text: elementsDoc() },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { path, text } of generatedFiles()) {
    const current = (() => {
      try {
        return readFileSync(`${root}${path}`, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current === text) continue;
    if (check) {
      console.error(`${path} is stale: run pnpm docs:elements`);
      stale += 1;
    } else writeFileSync(`${root}${path}`, text);
  }
  process.exitCode = stale ? 1 : 0;
}
