import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

// Tree-shaken by Rollup: one import of each module, so that a bundle taking one rule of the printout (the e-mail
// popup takes the PDF's file name) keeps nothing else of it.
export default defineConfig({ ...widgetBuild(['src/index.ts']), treeshake: true });
