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

/**
 * The same with a fake camera and microphone (a test pattern and a tone), permission granted, WebRTC allowed between
 * pages on loopback with no STUN server, and sound allowed to play without a click (the ringtone).
 */
export const CHROMIUM_MEDIA_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  args: [
    ...CHROMIUM_LAUNCH.args,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
