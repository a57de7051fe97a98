import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadChatWindow } from '../src/components/load-chat-window';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The window's code loads when it first opens; loaded once here, the tests see it open at once, as users do after
// the first time.
beforeAll(async () => {
  await loadChatWindow();
});
