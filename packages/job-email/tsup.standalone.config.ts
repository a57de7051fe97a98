import { defineConfig } from 'tsup';
import { standaloneBuild } from '../ui/tsup.widget';

/** `dist/fk-job-email.standalone.js`: `<fk-job-email>` for a portal's single script tag, everything in it. */
export default defineConfig(standaloneBuild('fk-job-email'));
