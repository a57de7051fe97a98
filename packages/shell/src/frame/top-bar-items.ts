import type { Settings } from '@fieldkit/core';
import { settingIs } from '@fieldkit/core/app';
import type { ComponentType } from 'react';

/** A setting and the value that shows an item (the spec's gates: 322 = 0 shows the chat icon, 428 = 1 the bell). */
export interface SettingGate {
  setting: number;
  value: number;
}

/** A widget's item in the top bar, registered with the settings that gate it. */
export interface TopBarItem {
  /** The item's name (`chat`, `notes`, `sms-email`); registering the same name again replaces it. */
  id: string;
  /** Shown when any of these settings has its value; always shown when empty. */
  shownWhen: readonly SettingGate[];
  /** Place in the top bar: lower comes first. */
  order: number;
  /** The widget's i18n namespace, loaded with the shell's own at start. */
  namespace?: string;
  component: ComponentType;
}

/** Where widgets register their top-bar items; the top bar shows what is registered, as it changes. */
export interface TopBarRegistry {
  /** Adds (or replaces by id) an item; returns what removes it. */
  register(item: TopBarItem): () => void;
  /** The registered items, in order. */
  items(): readonly TopBarItem[];
  subscribe(listener: () => void): () => void;
}

/** A new registry holding `initial`. */
export function createTopBarRegistry(initial: readonly TopBarItem[] = []): TopBarRegistry {
  let items: readonly TopBarItem[] = [];
  const listeners = new Set<() => void>();
  const change = (next: readonly TopBarItem[]) => {
    items = [...next].sort((a, b) => a.order - b.order);
    for (const listener of listeners) listener();
  };
  const registry: TopBarRegistry = {
    register(item) {
      change([...items.filter((other) => other.id !== item.id), item]);
      return () => {
        if (items.includes(item)) change(items.filter((other) => other !== item));
      };
    },
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const item of initial) registry.register(item);
  return registry;
}

/** The items the company's settings show. */
export function shownItems(items: readonly TopBarItem[], settings: Settings): TopBarItem[] {
  return items.filter(
    (item) =>
      item.shownWhen.length === 0 ||
      item.shownWhen.some((gate) => settingIs(settings, gate.setting, gate.value)),
  );
}
