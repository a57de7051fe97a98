import { fakeHub } from '@fieldkit/core/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInFieldkit } from '../../test/fixtures';

describe("the window's code loads when the window first opens", () => {
  it('shows the launcher without it, and the window once it has loaded', async () => {
    // Fresh modules: the test setup has loaded the window for every other test.
    vi.resetModules();
    const { loadedChatWindow } = await import('./load-chat-window');
    const { ChatWidget } = await import('./ChatWidget');
    const { createChat } = await import('../model/chat');
    const { FieldkitProvider } = await import('@fieldkit/ui');
    expect(loadedChatWindow()).toBeNull();

    const env = signedInFieldkit();
    const chat = createChat({ fieldkit: env.fieldkit, hub: fakeHub(() => []).hub });
    await chat.start();
    render(
      <FieldkitProvider fieldkit={env.fieldkit}>
        <ChatWidget chat={chat} initialWindow="small" />
      </FieldkitProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Chat window' })).toBeDefined();
    expect(loadedChatWindow()).not.toBeNull();
    chat.dispose();
  });
});
