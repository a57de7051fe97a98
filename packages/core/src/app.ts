/**
 * @fieldkit/core/app: what a full Fieldkit application (the shell) adds on top of the core every page needs: the
 * URL id codec, the named system settings and their readings, the licence and password expiry warnings, and the
 * session expiry watch it starts once signed in. A page that only embeds a widget does not load it.
 */

export { createIdCodec, type IdCodec, IdCodecError } from './id-codec/id-codec';
export { EXPIRY_WARNING_DAYS, type ExpiryWarning, expiryWarnings } from './session/expiry-warnings';
export {
  FORCED_SIGN_OUT_BELOW_MS,
  type SessionExpiryOptions,
  type SessionExpiryWatch,
  watchSessionExpiry,
} from './session/expiry-watch';
export {
  dateRange,
  defaultTax,
  gridRows,
  innerGridRows,
  SettingId,
  settingIs,
} from './settings/system-settings';
