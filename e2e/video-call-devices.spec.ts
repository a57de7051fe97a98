import { expect, test } from '@playwright/test';
import { snap } from './support';
import { expectMediaFrom, inboundMedia, VIDEO_LAUNCH, videoSessionsPerTest } from './video-support';

// A video call where the browser refuses a device: it goes on with what is available and says why.

// No automatic consent: the browser refuses what a context was not granted.
test.use({
  launchOptions: {
    ...VIDEO_LAUNCH,
    args: [
      ...VIDEO_LAUNCH.args.filter((arg) => arg !== '--use-fake-ui-for-media-stream'),
      '--deny-permission-prompts',
    ],
  },
});

const { open } = videoSessionsPerTest();

test('the call goes on with the microphone alone, and says why there is no picture', async ({ browser }) => {
  const alice = await open(browser, 'alice');
  await alice.context.grantPermissions(['camera', 'microphone']);
  const bob = await open(browser, 'bob');
  await bob.context.grantPermissions(['microphone']);
  await alice.callFromChat('Bob Stone');
  await bob.prompt().getByRole('button', { name: 'Accept' }).click();
  await expect(bob.callWindow()).toBeVisible();
  await expect(bob.callWindow().getByText('The camera or the microphone is blocked')).toBeVisible();
  // bob still sees and hears alice; alice hears bob, and gets no picture from him.
  await expectMediaFrom(bob.page, 1);
  await expect
    .poll(async () => (await inboundMedia(alice.page))[0]?.totalSamplesReceived ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect((await inboundMedia(alice.page))[0]?.framesDecoded).toBe(0);
  await snap(bob.page, 'video-camera-refused');
});
