import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

interface TestEvents {
  'video:start': { toUser: number };
  'sms:openReport': { type: 1 | 2 };
}

describe('typed client event bus: emit(name, payload), on(name, fn) returns its unsubscribe', () => {
  it('delivers the payload to the listeners of that name only', () => {
    const bus = createEventBus<TestEvents>();
    const video = vi.fn();
    const sms = vi.fn();
    bus.on('video:start', video);
    bus.on('sms:openReport', sms);
    bus.emit('video:start', { toUser: 42 });
    expect(video).toHaveBeenCalledWith({ toUser: 42 });
    expect(sms).not.toHaveBeenCalled();
  });

  it('unsubscribe stops delivery', () => {
    const bus = createEventBus<TestEvents>();
    const video = vi.fn();
    const off = bus.on('video:start', video);
    off();
    bus.emit('video:start', { toUser: 1 });
    expect(video).not.toHaveBeenCalled();
  });

  it('a failing handler does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const bus = createEventBus<TestEvents>();
      const after = vi.fn();
      bus.on('video:start', () => {
        throw new Error('boom');
      });
      bus.on('video:start', after);
      bus.emit('video:start', { toUser: 1 });
      expect(after).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('names and payloads are typed', () => {
    const bus = createEventBus<TestEvents>();
    // @ts-expect-error unknown event name
    bus.emit('nope', {});
    // @ts-expect-error wrong payload
    bus.emit('sms:openReport', { type: 3 });
    expect(true).toBe(true);
  });
});
