/**
 * @fieldkit/core/kit: what feature widgets are built from, beyond the core every page needs: the outbox (items kept
 * across reloads until the server accepts them, their files in IndexedDB), the config loading of an element
 * embedded in another site, live collections, paged lists and pollers, and the links in a message's text. An app
 * that embeds no widget does not load it.
 */

export { absoluteConfig, loadEmbeddedConfig } from './config/absolute-config';
export { createPoller, type Poller, type PollerOptions } from './connectivity/poller';
export { createGapSync, type GapSync, type GapSyncOptions } from './live/gap-sync';
export {
  createLiveCollection,
  type LiveCollection,
  type LiveCollectionOptions,
  type LiveCollectionState,
  type LiveEvents,
  type LoadStatus,
} from './live/live-collection';
export { createSyncMark, type SyncMark } from './live/sync-mark';
export { newClientId } from './outbox/client-id';
export {
  createOutbox,
  type Outbox,
  OutboxFile,
  OutboxItemBase,
  outboxKey,
} from './outbox/outbox';
export { createOutboxFiles, mayLaterSucceed, type OutboxFiles } from './outbox/outbox-files';
// Paged lists: server paging, sorting and search, stale requests cancelled; the one-off loads of effects guarded.
export { type DebouncedSearch, debouncedSearch } from './paged/debounced-search';
export { guardRequest } from './paged/guard-request';
export { createLoadSlot, type Loading, type LoadSlot } from './paged/load-slot';
export {
  createPagedList,
  type Page,
  type PagedList,
  type PagedListOptions,
  type PagedListState,
  type PageRequest,
} from './paged/paged-list';
export { pageCount, recordRange } from './paged/record-range';
export { type SignedInUser, signedInUser } from './session/signed-in-user';
export { linkParts, type TextLink, type TextPart } from './text/links';
export {
  createWidgetScope,
  type WidgetScope,
  type WidgetScopeOptions,
  widgetHub,
} from './widget/widget-scope';
