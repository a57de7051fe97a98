import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, testConfigInput } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVideoCall } from '../hooks/widget';
import type { VideoCall as VideoCallModel, VideoCallState } from '../model/types';
import { ALICE, inCallState, participant, STORY_PEOPLE, storyVideoCall } from '../stories/story-video-call';
import { VideoCall, type VideoCallProps } from './VideoCall';

afterEach(() => {
  vi.useRealTimers();
});

/** The widget on a stand-in model in `state`, signed in as Alice; every action is a spy that still acts. */
function renderWidget(state: Partial<VideoCallState>, props: Omit<VideoCallProps, 'videoCall'> = {}) {
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: async () => {
      throw new TypeError('no server in these tests');
    },
  });
  fieldkit.session.setState({
    token: 'test-token',
    expiresAt: Date.now() + 3_600_000,
    session: { ...demoSession, LoginId: ALICE, DisplayName: 'Alice Walker' },
  });
  const videoCall = storyVideoCall(state);
  for (const name of Object.keys(videoCall) as (keyof VideoCallModel)[])
    if (typeof videoCall[name] === 'function') vi.spyOn(videoCall, name as never);
  render(
    <FieldkitProvider fieldkit={fieldkit}>
      <VideoCall videoCall={videoCall} {...props} />
    </FieldkitProvider>,
  );
  return { videoCall, user: userEvent.setup() };
}

const incoming = { roomName: 'room-1', fromUser: 4, fromName: 'Carol Price', isGroup: false };
const outgoing = (status: 'ringing' | 'busy' | 'declined' | 'noAnswer') => ({
  roomName: 'room-1',
  toUser: 3,
  toName: 'Bob Martin',
  status,
});

describe('the call prompt answers, declines and hangs up with its buttons only', () => {
  it('rung: names the caller and announces the call with its keys, without taking the focus; Reject calls the model', async () => {
    const { videoCall, user } = renderWidget({}, { children: <input aria-label="Note" /> });
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    act(() => videoCall.store.setState({ phase: 'incoming', incoming }));
    const prompt = screen.getByRole('dialog', { name: 'Incoming video call from Carol Price' });
    expect(prompt.getAttribute('aria-modal')).toBe('false');
    expect(within(prompt).getByText('Carol Price')).toBeDefined();
    expect(within(prompt).getByText('Calling...')).toBeDefined();
    expect(within(prompt).getByRole('alert').textContent).toBe(
      'Incoming video call from Carol Price. Alt+Shift+A answers, Alt+Shift+D declines, Alt+Shift+C goes to the call.',
    );
    // Typing goes on where it was: Enter answers nothing.
    expect(document.activeElement).toBe(note);
    await user.keyboard('{Enter}');
    expect(videoCall.accept).not.toHaveBeenCalled();
    const accept = within(prompt).getByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+A');
    await user.click(within(prompt).getByRole('button', { name: 'Reject' }));
    expect(videoCall.reject).toHaveBeenCalledTimes(1);
    expect(videoCall.accept).not.toHaveBeenCalled();
  });

  it('rung: Alt+Shift+A answers from wherever the focus is, Alt+Shift+D declines', async () => {
    const first = renderWidget({ phase: 'incoming', incoming });
    await first.user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(first.videoCall.accept).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    const second = renderWidget({ phase: 'incoming', incoming });
    await second.user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(second.videoCall.reject).toHaveBeenCalledTimes(1);
    expect(second.videoCall.accept).not.toHaveBeenCalled();
  });

  it('Accept opens the call window', async () => {
    const { videoCall, user } = renderWidget({ phase: 'incoming', incoming });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(videoCall.accept).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Video call with Carol Price' })).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Alt+Shift+C goes to the prompt, Tab stays in it, Escape goes back; the ring goes on', async () => {
    const { videoCall, user } = renderWidget({}, { children: <input aria-label="Note" /> });
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    act(() => videoCall.store.setState({ phase: 'incoming', incoming }));
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
    const prompt = screen.getByRole('dialog', { name: 'Incoming video call from Carol Price' });
    const accept = within(prompt).getByRole('button', { name: 'Accept' });
    const reject = within(prompt).getByRole('button', { name: 'Reject' });
    expect(document.activeElement).toBe(accept);
    await user.tab();
    expect(document.activeElement).toBe(reject);
    await user.tab();
    expect(document.activeElement).toBe(accept);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(reject);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(note);
    expect(videoCall.reject).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Incoming video call from Carol Price' })).toBeDefined();
  });

  it('says when the browser keeps the ringtone silent', () => {
    renderWidget({ phase: 'incoming', incoming, ringtoneBlocked: true });
    const notice = screen.getByText(/Sound is blocked by the browser/);
    const prompt = screen.getByRole('dialog');
    expect(prompt.getAttribute('aria-describedby')).toContain(notice.id);
  });

  it('ringing: Calling {name}... and Disconnect, which calls the model; Escape does not', async () => {
    const { videoCall, user } = renderWidget({ phase: 'outgoing', outgoing: outgoing('ringing') });
    const prompt = screen.getByRole('alertdialog', { name: 'Calling Bob Martin...' });
    const disconnect = within(prompt).getByRole('button', { name: 'Disconnect' });
    expect(document.activeElement).toBe(disconnect);
    expect(disconnect.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+D');
    await user.keyboard('{Escape}');
    expect(videoCall.disconnect).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(videoCall.disconnect).toHaveBeenCalledTimes(1);
  });

  it('busy and no answer show instead of Calling, without Disconnect', () => {
    renderWidget({ phase: 'outgoing', outgoing: outgoing('busy') });
    expect(screen.getByRole('alertdialog', { name: 'Bob Martin is busy in another call' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('no answer', () => {
    renderWidget({ phase: 'outgoing', outgoing: outgoing('noAnswer') });
    expect(screen.getByRole('alertdialog', { name: 'No answer' })).toBeDefined();
  });

  it('declined: the caller is told who declined, without Disconnect', () => {
    renderWidget({ phase: 'outgoing', outgoing: outgoing('declined') });
    expect(screen.getByRole('alertdialog', { name: 'Bob Martin declined the call' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });
});

describe('the call window', () => {
  const two = () => [participant(3, 'Bob Martin'), participant(4, 'Carol Price', { IsMuted: true })];

  it('Escape minimises it and never ends or leaves the call', async () => {
    const { videoCall, user } = renderWidget(inCallState(two()));
    const window = screen.getByRole('dialog', { name: 'Video call with Bob Martin, Carol Price' });
    expect(document.activeElement).toBe(window);
    await user.keyboard('{Escape}');
    expect(videoCall.setWindow).toHaveBeenCalledWith('minimised');
    expect(videoCall.endCall).not.toHaveBeenCalled();
    expect(videoCall.leave).not.toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Video call with Bob Martin, Carol Price' });
    expect(region.dataset.fkWindow).toBe('minimised');
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Maximise' }));
    await user.keyboard('{Escape}');
    expect(videoCall.setWindow).toHaveBeenCalledTimes(1);
    expect(videoCall.endCall).not.toHaveBeenCalled();
  });

  it('toggles say their state with aria-pressed, and End Call and Leave call the model', async () => {
    const { videoCall, user } = renderWidget(inCallState(two()));
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    expect(videoCall.toggleMute).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(screen.getByRole('button', { name: 'Turn camera on' }).getAttribute('aria-pressed')).toBe('true');

    const panel = screen.getByRole('button', { name: 'Show participants' });
    expect(panel.getAttribute('aria-pressed')).toBe('false');
    await user.click(panel);
    expect(screen.getByRole('button', { name: 'Hide participants' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Its name says what it does ('Minimise' while maximised), so it reports no pressed state besides.
    expect(screen.getByRole('button', { name: 'Minimise' }).hasAttribute('aria-pressed')).toBe(false);
    // The window is no page of its own: no second banner landmark in it.
    expect(screen.queryByRole('banner')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(videoCall.leave).toHaveBeenCalledTimes(1);
  });

  it('maximised, the window is modal: Tab goes round its own buttons; Alt+Shift+M mutes from anywhere', async () => {
    const { videoCall, user } = renderWidget(inCallState(two()), { children: <input aria-label="Note" /> });
    const window = screen.getByRole('dialog', { name: 'Video call with Bob Martin, Carol Price' });
    expect(window.getAttribute('aria-modal')).toBe('true');
    const buttons = within(window).getAllByRole('button');
    buttons.at(-1)?.focus();
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(buttons.at(-1));
    expect(window.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}');
    expect(videoCall.toggleMute).toHaveBeenCalledTimes(1);
  });

  it('End Call ends it for everyone', async () => {
    const { videoCall, user } = renderWidget(inCallState(two()));
    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(videoCall.endCall).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a tile for the user and one per person, muted ones saying so, the camera off as initials', () => {
    renderWidget(
      inCallState([
        participant(3, 'Bob Martin', { IsCameraOff: true }),
        participant(4, 'Carol Price', { IsMuted: true }),
        participant(5, 'Dan Oakes', { link: 'connecting' }),
        participant(6, 'Erin Cass', { link: 'failed' }),
      ]),
    );
    expect(screen.getByRole('group', { name: 'You' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Bob Martin, Camera off' })).toBeDefined();
    const carol = screen.getByRole('group', { name: 'Carol Price, Muted' });
    expect(within(carol).getByText('Muted')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Dan Oakes, Connecting…' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Erin Cass, Connection lost' })).toBeDefined();
    expect(
      within(screen.getByRole('group', { name: 'Bob Martin, Camera off' })).getByText('BM'),
    ).toBeDefined();
    expect(document.querySelector('.fk-video-grid')?.getAttribute('data-fk-count')).toBe('5');
  });

  it("plays each person's stream, and only the user's own video is muted", () => {
    // jsdom has no MediaStream: a stream here is what the tile reads of one (its id and its video tracks).
    const stream = (id: string) =>
      ({ id, getVideoTracks: () => [{ kind: 'video' }] }) as unknown as MediaStream;
    const mine = stream('me');
    const bobs = stream('bob');
    renderWidget(
      inCallState([participant(3, 'Bob Martin', { stream: bobs })], {
        self: { IsMuted: false, IsCameraOff: false, stream: mine, problem: null },
      }),
    );
    const own = screen.getByRole('group', { name: 'You' }).querySelector('video') as HTMLVideoElement;
    const bob = screen.getByRole('group', { name: 'Bob Martin' }).querySelector('video') as HTMLVideoElement;
    expect(own.srcObject).toBe(mine);
    expect(own.hasAttribute('muted')).toBe(true);
    expect(own.muted).toBe(true);
    expect(bob.srcObject).toBe(bobs);
    expect(bob.muted).toBe(false);
    expect(bob.hasAttribute('muted')).toBe(false);
    expect(bob.autoplay).toBe(true);
    expect(bob.hasAttribute('playsinline')).toBe(true);
  });

  it('shows the initials, not a blank picture, for a stream without video (a refused camera)', () => {
    const voiceOnly = { id: 'me', getVideoTracks: () => [] } as unknown as MediaStream;
    renderWidget(
      inCallState([participant(3, 'Bob Martin')], {
        self: { IsMuted: false, IsCameraOff: false, stream: voiceOnly, problem: 'denied' },
      }),
    );
    const own = screen.getByRole('group', { name: 'You' });
    expect(own.getAttribute('data-fk-camera')).toBe('off');
    expect(own.querySelector('video')?.hidden).toBe(true);
    expect(own.querySelector('.fk-video-tile__avatar')).not.toBeNull();
  });

  it("says why the user's camera and microphone are missing", () => {
    renderWidget(
      inCallState([participant(3, 'Bob Martin')], {
        self: { IsMuted: false, IsCameraOff: false, stream: null, problem: 'denied' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toMatch(/The camera or the microphone is blocked/);
  });

  it('the timer counts the seconds from the start', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    renderWidget(inCallState([participant(3, 'Bob Martin')], {}, 58));
    const timer = screen.getByRole('timer', { name: 'Call time' });
    expect(timer.textContent).toBe('00:58');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00:59');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('01:01');
    act(() => vi.advanceTimersByTime(3600_000));
    expect(timer.textContent).toBe('01:01:01');
  });
});

describe('the participant panel', () => {
  const inCall = () =>
    inCallState([participant(3, 'Bob Martin', { IsMuted: true })], {
      panelOpen: true,
      invited: [{ LoginId: 5, ParticipantName: 'Dan Oakes', since: Date.now() }],
    });

  it('loads the people and counts who is in the call (the user too) and who is being rung', () => {
    const { videoCall } = renderWidget(inCall());
    expect(videoCall.loadPeople).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Currently in this call (2)' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Others from chat (1)' })).toBeDefined();
    const others = screen.getByRole('heading', { name: 'Others from chat (1)' })
      .nextElementSibling as HTMLElement;
    expect(within(others).getByText('Dan Oakes')).toBeDefined();
    expect(within(others).getByText('Calling...')).toBeDefined();
    const inThisCall = screen.getByRole('heading', { name: 'Currently in this call (2)' })
      .nextElementSibling as HTMLElement;
    expect(within(inThisCall).getByText('You')).toBeDefined();
    const bob = within(inThisCall).getByText('Bob Martin').closest('li') as HTMLElement;
    expect(within(bob).getByText('Muted')).toBeDefined();
  });

  it('searches from 1 character and invites who it finds', async () => {
    const { videoCall, user } = renderWidget(inCall());
    const box = screen.getByRole('searchbox', { name: 'Search people to invite' });
    expect(box.getAttribute('placeholder')).toBe('Type a name');
    // Before anything is typed: everyone one can invite (not Bob Martin, in the call, nor Dan Oakes, rung already).
    const invitable = screen.getByRole('list', { name: /^People you can invite \(\d+\)$/ });
    expect(within(invitable).getByRole('button', { name: 'Invite Carol Price' })).toBeDefined();
    expect(within(invitable).queryByRole('button', { name: 'Invite Bob Martin' })).toBeNull();
    expect(within(invitable).queryByRole('button', { name: 'Invite Dan Oakes' })).toBeNull();

    await user.type(box, 'ca');
    expect(videoCall.search).toHaveBeenLastCalledWith('ca');
    // Carol Price starts with it, Erin Cass contains it; Dan Oakes (rung already) and Bob Martin (in) are left out.
    const invite = screen.getAllByRole('button', { name: /^Invite / });
    expect(invite.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Invite Carol Price',
      'Invite Erin Cass',
    ]);
    await user.click(screen.getByRole('button', { name: 'Invite Carol Price' }));
    expect(videoCall.invite).toHaveBeenCalledWith(4, 'Carol Price');
    expect(screen.getByRole('heading', { name: 'Others from chat (2)' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Invite Carol Price' })).toBeNull();
    expect(document.activeElement).toBe(box);

    await user.clear(box);
    expect(screen.queryByRole('button', { name: 'Invite Carol Price' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Invite / }).length).toBeGreaterThan(0);
    await user.type(box, 'zz');
    expect(screen.getByRole('status').textContent).toBe('Nobody matches');
  });

  it('Escape in a search clears it, and minimises only once it is empty', async () => {
    const { videoCall, user } = renderWidget({ ...inCall(), search: 'ca' });
    await user.click(screen.getByRole('searchbox', { name: 'Search people to invite' }));
    await user.keyboard('{Escape}');
    expect(videoCall.search).toHaveBeenLastCalledWith('');
    expect(videoCall.setWindow).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(videoCall.setWindow).toHaveBeenCalledWith('minimised');
  });
});

describe('the people list', () => {
  it('lists the others with presence and a Call button, off unless video calls are enabled', async () => {
    const { videoCall, user } = renderWidget({ enabled: true }, { showPeople: true });
    expect(videoCall.loadPeople).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Call Alice Walker' })).toBeNull();
    const bob = screen.getByRole('button', { name: 'Call Bob Martin' });
    expect(screen.getAllByRole('img', { name: 'Offline' })).toHaveLength(
      STORY_PEOPLE.filter((p) => p.StatusId !== 2).length,
    );
    await user.click(bob);
    expect(videoCall.call).toHaveBeenCalledWith(3, 'Bob Martin');
    expect(screen.getByRole('alertdialog', { name: 'Calling Bob Martin...' })).toBeDefined();
  });

  it('says when video calls are not enabled, and its buttons are off', () => {
    renderWidget({ enabled: false }, { showPeople: true });
    expect(screen.getByText('Video calls are not enabled for your company')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Call Bob Martin' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the buttons off while it is not known yet', () => {
    renderWidget({ enabled: null }, { showPeople: true });
    expect(screen.queryByText('Video calls are not enabled for your company')).toBeNull();
    expect((screen.getByRole('button', { name: 'Call Bob Martin' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('gives the focus back to the Call button when the call is over', async () => {
    const { videoCall, user } = renderWidget({ enabled: true }, { showPeople: true });
    const bob = screen.getByRole('button', { name: 'Call Bob Martin' });
    await user.click(bob);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(videoCall.disconnect).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(document.activeElement).toBe(bob);
  });
});

function HostRing() {
  const videoCall = useVideoCall();
  return (
    <button type="button" onClick={() => videoCall.call(3, 'Bob Martin')}>
      Host: call Bob
    </button>
  );
}

describe("the host's own parts", () => {
  it('render inside the widget and act on its call, as the shell’s people button does', async () => {
    const { videoCall, user } = renderWidget({ enabled: true }, { children: <HostRing /> });
    await user.click(screen.getByRole('button', { name: 'Host: call Bob' }));
    expect(videoCall.call).toHaveBeenCalledWith(3, 'Bob Martin');
  });
});

describe('the host hears the calls through its callbacks', () => {
  it('onCallIncoming, onCallStarted and onCallEnded, with the caller and how long the call lasted', () => {
    const heard: string[] = [];
    const { videoCall } = renderWidget(
      {},
      {
        onCallIncoming: (ring) => heard.push(`incoming from ${ring.name}`),
        onCallStarted: (ring) => heard.push(`started with ${ring.name} (${ring.direction})`),
        onCallEnded: (call) => heard.push(`ended after ${call.seconds} s`),
        onCallMissed: () => heard.push('missed'),
      },
    );
    act(() => videoCall.store.setState({ phase: 'incoming', incoming, roomName: 'room-1' }));
    act(() => videoCall.store.setState({ phase: 'inCall', incoming: null, startedAt: Date.now() }));
    act(() => videoCall.store.setState({ phase: 'idle', roomName: null, startedAt: null }));
    expect(heard).toEqual([
      'incoming from Carol Price',
      'started with Carol Price (incoming)',
      'ended after 0 s',
    ]);
  });
});
