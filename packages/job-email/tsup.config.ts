import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

// No element yet: the React entry alone (with its stylesheet) until <fk-job-email> is written.
export default defineConfig(widgetBuild(['src/index.ts']));
