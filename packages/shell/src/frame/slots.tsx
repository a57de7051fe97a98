import { useSettings } from '@fieldkit/ui';
import { useSyncExternalStore } from 'react';
import { useMaybeShell } from '../app/ShellContext';
import { shownItems, type TopBarItem, type TopBarRegistry } from './top-bar-items';

const none: readonly TopBarItem[] = [];
const noRegistry = { subscribe: () => () => {}, items: () => none } satisfies Pick<
  TopBarRegistry,
  'subscribe' | 'items'
>;

/** The top bar's widget items, each shown when its settings say so; nothing renders until a widget registers. */
export function TopBarSlots() {
  const registry = useMaybeShell()?.topBar ?? noRegistry;
  const items = useSyncExternalStore(registry.subscribe, registry.items);
  const settings = useSettings();
  return (
    <>
      {shownItems(items, settings).map(({ id, component: Item }) => (
        <Item key={id} />
      ))}
    </>
  );
}
