import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageFocus } from './usePageFocus';

/** A widget root with one page whose heading takes focus when the page is shown. */
function Widget({ page, root = true }: { page: string; root?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageFocus(heading, true, page);
  return (
    <section data-fk-widget={root ? 'test' : undefined} aria-label="Widget">
      <button type="button">In the widget</button>
      <h3 ref={heading} tabIndex={-1}>
        {page}
      </h3>
    </section>
  );
}

describe("a page's heading takes focus when the page is shown, never from the host page", () => {
  it('takes focus when nothing had it', () => {
    render(<Widget page="Chats" />);
    expect(screen.getByRole('heading', { name: 'Chats' })).toBe(document.activeElement);
  });

  it('takes focus from inside the same widget when the page changes', () => {
    const { rerender } = render(<Widget page="Chats" />);
    act(() => screen.getByRole('button', { name: 'In the widget' }).focus());
    rerender(<Widget page="select user" />);
    expect(screen.getByRole('heading', { name: 'select user' })).toBe(document.activeElement);
  });

  it('leaves focus on the host page where it is', () => {
    const { rerender } = render(
      <>
        <input aria-label="Host field" />
        <Widget page="Chats" />
      </>,
    );
    const host = screen.getByRole('textbox', { name: 'Host field' });
    act(() => host.focus());
    rerender(
      <>
        <input aria-label="Host field" />
        <Widget page="select user" />
      </>,
    );
    expect(host).toBe(document.activeElement);
  });

  it('the widget is the element marked data-fk-widget: outside it, focus is the host page’s', () => {
    const { rerender } = render(<Widget page="Chats" root={false} />);
    act(() => screen.getByRole('button', { name: 'In the widget' }).focus());
    rerender(<Widget page="select user" root={false} />);
    expect(screen.getByRole('button', { name: 'In the widget' })).toBe(document.activeElement);
  });
});
