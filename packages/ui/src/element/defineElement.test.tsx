import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../components/Dialog';
import { defineElement } from './defineElement';
import { eventNameOf } from './event-name';

interface GreetingProps {
  name?: string;
  count?: number;
  onGreet?: (detail: { name: string }) => void;
}

function Greeting({ name = 'nobody', count = 0, onGreet }: GreetingProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        Hello {name} ({count})
      </p>
      <button type="button" onClick={() => onGreet?.({ name })}>
        Greet
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Inside">
        <button type="button">Ok</button>
      </Dialog>
    </div>
  );
}

const options = {
  props: { name: 'string', count: 'number' },
  events: ['onGreet'],
  css: '.fk-greeting{}',
} as const;

function mount(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
  document.body.append(element);
  return element;
}

function button(root: ShadowRoot, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the tag is defined once', () => {
  it('defining it twice is harmless and keeps the first definition', () => {
    const first = defineElement('fk-test-once', Greeting, options);
    const second = defineElement('fk-test-once', () => null);
    expect(second).toBe(first);
    expect(customElements.get('fk-test-once')).toBe(first);
  });
});

describe('the element renders in an open shadow root holding the styles and a portal root', () => {
  it('has the package and widget CSS in a style element, a portal root, and the props from attributes', async () => {
    defineElement('fk-test-shadow', Greeting, options);
    const element = mount('fk-test-shadow', { name: 'Ana', count: '3' });
    const root = element.shadowRoot;
    expect(root?.mode).toBe('open');
    await waitFor(() => expect(root?.textContent).toContain('Hello Ana (3)'));
    const style = root?.querySelector('style')?.textContent ?? '';
    expect(style).toContain('--fk-color-primary');
    expect(style).toContain('.fk-greeting{}');
    expect(root?.querySelector('[data-fk-portal-root]')).not.toBeNull();
  });

  it('floating content is portalled into the portal root inside the shadow root', async () => {
    defineElement('fk-test-portal', Greeting, options);
    const element = mount('fk-test-portal');
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => button(root, 'Open'));
    button(root, 'Open').click();
    await waitFor(() => expect(root.querySelector('[data-fk-portal-root] [role="dialog"]')).not.toBeNull());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('events bubble and are composed, so they reach the page', () => {
  it('a listener on document receives the event with its detail', async () => {
    defineElement('fk-test-events', Greeting, options);
    const element = mount('fk-test-events', { name: 'Ana' });
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('fk-greet', listener);
    const root = element.shadowRoot as ShadowRoot;
    await waitFor(() => button(root, 'Greet'));
    button(root, 'Greet').click();
    document.removeEventListener('fk-greet', listener);
    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ name: 'Ana' });
    expect(received[0]?.composed).toBe(true);
    expect(received[0]?.target).toBe(element);
  });
});

describe('every event has the prefix fk-, its words in kebab case', () => {
  it('names each callback’s event as fk-session-end is named', () => {
    expect(eventNameOf('onGreet')).toBe('fk-greet');
    expect(eventNameOf('onUnreadChange')).toBe('fk-unread-change');
    expect(eventNameOf('onCallIncoming')).toBe('fk-call-incoming');
    expect(eventNameOf('onCountsChange')).toBe('fk-counts-change');
  });
});
