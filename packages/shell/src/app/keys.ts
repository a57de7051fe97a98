/** Where the chosen language is kept, so that a reload keeps it. */
export const LANGUAGE_STORAGE_KEY = 'fk.shell.language';

/** The storage key of the once-per-session home redirect flag; cleared at every sign-in and sign-out. */
export const HOME_LOADED_KEY = 'fk.shell.homeLoaded';

/** The module whose view right shows the Settings item (Administration Setup System Settings). */
export const SYSTEM_SETTINGS_MODULE_ID = 101;
