import { defineConfig } from 'tsup';
import { standaloneBuild } from '../ui/tsup.widget';

/** `dist/fk-chat.standalone.js`: `<fk-chat>` for a portal's single script tag, everything in it. */
export default defineConfig(standaloneBuild('fk-chat'));
