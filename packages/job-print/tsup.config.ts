import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

// Tree-shaken by Rollup: one import of each module, so that a bundle taking one rule of the printout (the e-mail
// popup takes the PDF's file name) keeps nothing else of it. No "use client": the printout holds no state and the
// reference server renders it to HTML for the PDF, as a server component may.
export default defineConfig({ ...widgetBuild(['src/index.ts']), banner: {}, treeshake: true });
