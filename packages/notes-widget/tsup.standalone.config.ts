import { defineConfig } from 'tsup';
import { standaloneBuild } from '../ui/tsup.widget';

/** `dist/fk-notes.standalone.js`: `<fk-notes>` for a portal's single script tag, everything in it. */
export default defineConfig(standaloneBuild('fk-notes'));
