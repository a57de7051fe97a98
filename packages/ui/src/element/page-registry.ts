import type { Fieldkit, FieldkitI18n } from '@fieldkit/core';

/** What a widget element runs on: one Fieldkit (session, connection per hub) and one i18n. */
export interface WidgetConnection {
  fieldkit: Fieldkit;
  i18n: FieldkitI18n;
}

/**
 * What every Fieldkit element of a page shares, whichever script defined it: the page's runtime (`fieldkit.js`)
 * and a standalone bundle included beside it each carry their own copy of this module, and both find the one
 * registry on `globalThis`. Its shape is versioned in its key: a copy of another shape keeps a registry of its own.
 */
export interface PageRegistry {
  /** The connections by config URL and sign-in (`connectionKey`): one Fieldkit, session and hub set for each. */
  connections: Map<string, Promise<WidgetConnection>>;
  /** How many elements hold each connection. */
  holders: Map<string, number>;
  /** The releases waiting out their grace. */
  releases: Set<ReturnType<typeof setTimeout>>;
  /** A page-wide number for each token provider function, so that elements given the same one share. */
  providerIds: WeakMap<object, number>;
  /** Per Fieldkit, the elements that would show its notices, in mount order, and who listens for a change. */
  noticeClaims: WeakMap<Fieldkit, { owners: number[]; listeners: Set<() => void> }>;
  /** The last number given (providers, notice claims): page-wide, so two copies never give the same one. */
  lastId: number;
}

const KEY = Symbol.for('fieldkit.page-registry.v1');

/** The page's registry, made by the first Fieldkit script of the page to ask. */
export function pageRegistry(): PageRegistry {
  const global = globalThis as { [KEY]?: PageRegistry };
  global[KEY] ??= {
    connections: new Map(),
    holders: new Map(),
    releases: new Set(),
    providerIds: new WeakMap(),
    noticeClaims: new WeakMap(),
    lastId: 0,
  };
  return global[KEY];
}

/** A number no other holder of the page's registry has been given. */
export function nextPageId(): number {
  return ++pageRegistry().lastId;
}
