import { defineConfig } from 'tsup';
import { standaloneBuild } from '../ui/tsup.widget';

/** `dist/fk-video-call.standalone.js`: `<fk-video-call>` for a portal's single script tag, everything in it. */
export default defineConfig(standaloneBuild('fk-video-call'));
