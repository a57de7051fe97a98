import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

export default defineConfig(widgetBuild());
