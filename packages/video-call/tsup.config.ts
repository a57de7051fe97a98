import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/tsup.widget';

const build = widgetBuild();

export default defineConfig({
  ...build,
  async onSuccess() {
    await (build.onSuccess as () => Promise<void>)();
    // The ringtone sits beside the bundles, where `new URL('./ringtone.wav', import.meta.url)` finds it.
    await copyFile('src/model/ringtone.wav', 'dist/ringtone.wav');
  },
});
