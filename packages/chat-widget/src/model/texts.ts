import enGB from '../i18n/en-GB.json';

/**
 * Built-in English texts of the `chat` namespace: the package's `en-GB` language file (its `fr-FR` and `es-ES` files
 * sit beside it). Keys are the spec's codes where it names one (UPLOADLIMIT4MB, ERRMESSAGE, 5001, SUCCESS); a host's
 * language file may override any of them under `chat`.
 */
export const chatTexts = enGB;

/** A key of the chat texts. */
export type ChatTextKey = keyof typeof chatTexts;
