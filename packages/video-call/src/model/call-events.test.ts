import { describe, expect, it } from 'vitest';
import { idleState } from '../stories/story-video-call';
import { type CallEvent, createCallEventReader } from './call-events';
import type { VideoCallState } from './types';

const CAROL = { roomName: 'room-1', fromUser: 4, fromName: 'Carol Price', isGroup: false };
const RUNG_BY_CAROL = {
  roomName: 'room-1',
  direction: 'incoming',
  LoginId: 4,
  name: 'Carol Price',
  isGroup: false,
};
const BOB = { roomName: 'room-2', toUser: 3, toName: 'Bob Stone' };
const RINGING_BOB = {
  roomName: 'room-2',
  direction: 'outgoing',
  LoginId: 3,
  name: 'Bob Stone',
  isGroup: false,
};

/** The events read along a sequence of states, each a change of the one before; the clock moves by `steps`. */
function eventsAlong(changes: Partial<VideoCallState>[], steps: number[] = []): CallEvent[] {
  let clock = 1_000_000;
  const read = createCallEventReader(() => clock);
  let state = idleState();
  const events: CallEvent[] = [];
  changes.forEach((change, index) => {
    clock += steps[index] ?? 0;
    const next = { ...state, ...change };
    events.push(...read(state, next));
    state = next;
  });
  return events;
}

const incoming: Partial<VideoCallState> = { phase: 'incoming', incoming: CAROL, roomName: 'room-1' };
const outgoing: Partial<VideoCallState> = {
  phase: 'outgoing',
  outgoing: { ...BOB, status: 'ringing' },
  roomName: 'room-2',
  startedAt: 1_000_000,
};
const idle: Partial<VideoCallState> = { phase: 'idle', incoming: null, outgoing: null, roomName: null };

describe('the call events a host hears, read from the store', () => {
  it('rung, answered, hung up: incoming, started, ended with its seconds', () => {
    expect(
      eventsAlong(
        [incoming, { startedAt: 1_002_000 }, { phase: 'inCall', incoming: null }, idle],
        [0, 2_000, 0, 65_400],
      ),
    ).toEqual([
      { type: 'incoming', detail: RUNG_BY_CAROL },
      { type: 'started', detail: RUNG_BY_CAROL },
      { type: 'ended', detail: { ...RUNG_BY_CAROL, seconds: 65 } },
    ]);
  });

  it('every ring heard here ends in rejected or missed, with why, when no call starts', () => {
    const endedBy = (outcome: NonNullable<VideoCallState['ringEnded']>['outcome']) =>
      eventsAlong([incoming, { ringEnded: { roomName: 'room-1', outcome } }, idle]).slice(1);
    expect(endedBy('rejected')).toEqual([
      { type: 'rejected', detail: { ...RUNG_BY_CAROL, reason: 'declined' } },
    ]);
    const missed = (reason: string) => [{ type: 'missed', detail: { ...RUNG_BY_CAROL, reason } }];
    expect(endedBy('cancelled')).toEqual(missed('cancelled'));
    expect(endedBy('missed')).toEqual(missed('missed'));
    expect(endedBy('answered')).toEqual(missed('answeredElsewhere'));
    expect(endedBy('ended')).toEqual(missed('ended'));
    expect(endedBy('failed')).toEqual(missed('failed'));
  });

  it('a ring whose end was kept for another room (or none) is said to have failed, never left open', () => {
    expect(eventsAlong([incoming, { ringEnded: { roomName: 'room-0', outcome: 'missed' } }, idle])).toEqual([
      { type: 'incoming', detail: RUNG_BY_CAROL },
      { type: 'missed', detail: { ...RUNG_BY_CAROL, reason: 'failed' } },
    ]);
  });

  it('ringing someone: started when they join, the timer counted from the ring', () => {
    expect(eventsAlong([outgoing, { phase: 'inCall', outgoing: null }, idle], [0, 5_000, 10_000])).toEqual([
      { type: 'started', detail: RINGING_BOB },
      { type: 'ended', detail: { ...RINGING_BOB, seconds: 15 } },
    ]);
  });

  it('the person rung declines, is busy, does not answer or is offline: rejected or missed, once', () => {
    const outcome = (status: 'declined' | 'busy' | 'noAnswer' | 'offline') =>
      eventsAlong([outgoing, { outgoing: { ...BOB, status } }, idle]);
    expect(outcome('declined')).toEqual([
      { type: 'rejected', detail: { ...RINGING_BOB, reason: 'declined' } },
    ]);
    expect(outcome('busy')).toEqual([{ type: 'rejected', detail: { ...RINGING_BOB, reason: 'busy' } }]);
    expect(outcome('noAnswer')).toEqual([{ type: 'missed', detail: { ...RINGING_BOB, reason: 'noAnswer' } }]);
    expect(outcome('offline')).toEqual([{ type: 'missed', detail: { ...RINGING_BOB, reason: 'offline' } }]);
  });

  it('the caller hanging up before an answer tells the caller nothing', () => {
    expect(eventsAlong([outgoing, idle])).toEqual([]);
  });
});
