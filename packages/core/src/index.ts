/** @fieldkit/core: framework-free runtime config, session, HTTP client and policies, hubs, i18n and helpers. */

export { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config/load-runtime-config';
export {
  type Connectivity,
  type ConnectivityState,
  type ConnectivityWindow,
  createConnectivity,
} from './connectivity/connectivity';
export type {
  CompanyDetails,
  HubDefinition,
  Privilege,
  RuntimeConfig,
  RuntimeConfigInput,
  SessionInfo,
  TokenGrant,
} from './contract/index';
export { createEventBus, type EventBus, type FieldkitEvents } from './events/event-bus';
export { connectFieldkit, createFieldkit, type Fieldkit, type FieldkitOptions } from './fieldkit';
export {
  type CurrencyOptions,
  type FormatOptions,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatTime,
  LOCALE,
  setFormatLocale,
  weekStartsOn,
} from './format/en-gb';
export { isAbortError } from './http/abort';
export {
  type ApiCall,
  type ApiClient,
  ApiResponseError,
  type CallArgs,
  type CallOptions,
  createApiClient,
  withSignal,
} from './http/api-client';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  SESSION_EXPIRED_NOTICE,
  UNAUTHORIZED_SIGN_OUT_DELAY_MS,
} from './http/http-client';
export { HttpError } from './http/http-error';
export { webLogUrl } from './http/web-log';
export { createHub, type Hub, type HubOptions, type HubState } from './hub/create-hub';
export { hubUrl } from './hub/hub-url';
export { HUB_KEEP_ALIVE_MS, HUB_RECONNECT_DELAYS_MS, HUB_SERVER_TIMEOUT_MS } from './hub/policy';
export { HubAnswerError, type TypedHub, typedHub } from './hub/typed-hub';
export { registerBuiltInTexts, type Texts, translateBuiltIn } from './i18n/built-in-texts';
export { coreTexts } from './i18n/core-texts';
export { createI18n, type FieldkitI18n, type I18nOptions } from './i18n/create-i18n';
export {
  createNoticeStore,
  type Notice,
  type NoticeInput,
  type NoticeSeverity,
  type NoticeState,
  type NoticeStore,
} from './notices/notice-store';
export { createMemoryStorage, defaultStorage, type KeyValueStorage } from './session/key-value-storage';
export {
  createSessionActions,
  type SessionActions,
  type SessionActionsOptions,
} from './session/session-actions';
export {
  createSessionStore,
  DEFAULT_SESSION_STORAGE_KEY,
  isLoggedIn,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
  signedOutState,
} from './session/session-store';
export { readSignOutMark, SIGN_OUT_MARK_KEY } from './session/sign-out-mark';
export { TokenRefusedError, tokenExpiry } from './session/token-expiry';
export {
  parseTokenSource,
  type SessionEnd,
  type SessionEndReason,
  type TokenProvider,
  TokenProviderRefusedError,
  type TokenSource,
  tokenUrlProvider,
} from './session/token-provider';
export { loadSettings } from './settings/load-settings';
export { DEFAULT_SETTINGS, type Settings, SYSTEM_SETTING_IDS } from './settings/system-settings';
export type { ReadableStore } from './store/readable-store';
export { trimText } from './text/trim';
