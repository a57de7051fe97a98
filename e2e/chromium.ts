/**
 * The machine's Chromium as the end-to-end tests and the benchmarks launch it through Playwright: Debian's build (or
 * `CHROMIUM_PATH`), without the GPU, QUIC, first-run pages, sync or background traffic that would add noise.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
