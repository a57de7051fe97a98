import { describe, expect, test } from 'vitest';
import { checkHandshake, completionFrame, frame, parseMessage, RS } from './protocol';

describe('every hub message ends with the record separator 0x1E; one frame may carry several', () => {
  test('frames end with 0x1E', () => {
    expect(frame({ type: 6 })).toBe(`{"type":6}${RS}`);
  });
});

describe('the handshake asks for JSON version 1', () => {
  test('json/1 is accepted; anything else is explained', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toBeNull();
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toMatch(/messagepack/);
    expect(checkHandshake('{"protocol":"json","version":2}')).toMatch(/version/);
    expect(checkHandshake('nope')).toMatch(/not valid JSON/);
  });
});

describe('messages are JSON objects with a numeric type', () => {
  test('an invocation is read with its id, target and arguments', () => {
    expect(parseMessage('{"type":1,"invocationId":"0","target":"Echo","arguments":["x"]}')).toEqual({
      type: 1,
      invocationId: '0',
      target: 'Echo',
      arguments: ['x'],
    });
  });

  test('anything else is refused', () => {
    for (const bad of ['[]', '"x"', '{}', '{"type":"1"}', 'null', '{']) expect(parseMessage(bad)).toBeNull();
  });
});

describe('completions are framed as JSON.stringify frames them', () => {
  test('a result, an error, no result, and a result JSON cannot hold', () => {
    for (const outcome of [
      { result: 'x' },
      { result: { a: [1, null] } },
      { error: 'no "way"' },
      {},
      { result: () => 1 },
    ])
      expect(completionFrame('7', outcome)).toBe(frame({ type: 3, invocationId: '7', ...outcome }));
  });
});
