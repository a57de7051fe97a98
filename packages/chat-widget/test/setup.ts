import { beforeAll } from 'vitest';
import { loadChatWindow } from '../src/components/load-chat-window';

// The window's code loads when it first opens; loaded once here, the tests see it open at once, as users do after
// the first time.
beforeAll(async () => {
  await loadChatWindow();
});
