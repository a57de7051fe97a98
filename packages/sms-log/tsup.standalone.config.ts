import { defineConfig } from 'tsup';
import { standaloneBuild } from '../ui/tsup.widget';

/** `dist/fk-sms-log.standalone.js`: `<fk-sms-log>` for a portal's single script tag, everything in it. */
export default defineConfig(standaloneBuild('fk-sms-log'));
