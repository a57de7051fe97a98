import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

export default defineConfig(widgetBuild(['src/index.ts', 'src/print.ts', 'src/element.ts']));
