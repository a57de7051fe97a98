import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Budgeted } from './sizes';

const MANIFEST = fileURLToPath(new URL('../packages/elements/dist/manifest.json', import.meta.url));

/** The page runtime's `manifest.json` (written by `@fieldkit/elements`'s build): what the size check reads. */
export interface RuntimeManifest {
  version: string;
  loader: string;
  /** Per tag, its module and every chunk it imports statically. */
  elements: Record<string, string[]>;
  /** Per file, its integrity and its gzip size (each file gzipped on its own, as served). */
  files: Record<string, { integrity: string; gzip: number }>;
}

export function readRuntimeManifest(): RuntimeManifest {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as RuntimeManifest;
}

/** Gzip bytes of script a page loads, with the runtime, for the given elements until each is defined. */
export function pageScriptGzip(manifest: RuntimeManifest, tags: readonly string[]): number {
  const files = new Set([manifest.loader, ...tags.flatMap((tag) => manifest.elements[tag] ?? [])]);
  return [...files].reduce((total, file) => total + (manifest.files[file]?.gzip ?? 0), 0);
}

/**
 * The runtime's budgets (issue 34): the loader alone under 5 KB; a page with the chat alone under 150 KB of script;
 * a page with all five elements under 260 KB (five standalone bundles, one React each, were 687 KB).
 */
export function runtimeMeasures(manifest = readRuntimeManifest()): Budgeted[] {
  const all = Object.keys(manifest.elements);
  return [
    { entry: 'runtime loader fieldkit.js', gzip: pageScriptGzip(manifest, []), budget: 5 * 1024 },
    { entry: 'runtime page with <fk-chat>', gzip: pageScriptGzip(manifest, ['fk-chat']), budget: 150 * 1024 },
    {
      entry: `runtime page with all ${all.length} elements`,
      gzip: pageScriptGzip(manifest, all),
      budget: 260 * 1024,
    },
  ];
}
