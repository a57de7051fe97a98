import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { videoTexts } from '../model/texts';
import type { VideoCallState } from '../model/types';
import { inCallState, participant, STORY_PEOPLE } from '../stories/story-video-call';
import { StoryVideoCallWidget, type StoryVideoCallWidgetProps } from '../stories/story-widget';

/** A story of the widget in `state`, signed in as Alice Walker. */
function videoStory(state: Partial<VideoCallState>, args: Omit<StoryVideoCallWidgetProps, 'state'> = {}) {
  return {
    args: { state, ...args },
    parameters: { fieldkit: { session: signedIn, texts: { video: videoTexts } } },
  };
}

const meta = {
  title: 'Widgets/Video call',
  component: StoryVideoCallWidget,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryVideoCallWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const bob = () => participant(3, 'Bob Martin');
const carol = (over = {}) => participant(4, 'Carol Price', over);
const incoming = { roomName: 'room-1', fromUser: 4, fromName: 'Carol Price', isGroup: false };
const outgoing = (status: 'ringing' | 'busy' | 'declined' | 'noAnswer') => ({
  roomName: 'room-1',
  toUser: 3,
  toName: 'Bob Martin',
  status,
});

/** Carol rings: her name, 'Calling...', Accept and Reject with their keys; the focus stays where it was. */
export const Incoming: Story = {
  ...videoStory({ phase: 'incoming', incoming }),
  play: async () => {
    const prompt = await page().findByRole('dialog', { name: 'Incoming video call from Carol Price' });
    await expect(within(prompt).getByRole('button', { name: 'Accept' })).not.toHaveFocus();
    await expect(within(prompt).getByRole('button', { name: 'Accept' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+Shift+A',
    );
  },
};

/** Carol rings but the browser keeps the ringtone silent until the page is used: the prompt says so. */
export const IncomingRingtoneBlocked: Story = videoStory({
  phase: 'incoming',
  incoming,
  ringtoneBlocked: true,
});

/** Alice rings Bob: 'Calling Bob Martin...' and Disconnect. */
export const Outgoing: Story = videoStory({ phase: 'outgoing', outgoing: outgoing('ringing') });

/** Bob is in another call: the prompt says so for a moment before it closes. */
export const OutgoingBusy: Story = videoStory({ phase: 'outgoing', outgoing: outgoing('busy') });

/** Bob does not answer: 'No answer' for a moment before the prompt closes. */
export const OutgoingNoAnswer: Story = videoStory({ phase: 'outgoing', outgoing: outgoing('noAnswer') });

/** The person rung declined: the caller is told so, for a moment, instead of the prompt just going. */
export const OutgoingDeclined: Story = videoStory({ phase: 'outgoing', outgoing: outgoing('declined') });

/** In a call with one person: their video fills the stage beside Alice's own. */
export const WindowOneParticipant: Story = {
  ...videoStory(inCallState([bob()])),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** In a call with two people. */
export const WindowTwoParticipants: Story = {
  ...videoStory(inCallState([bob(), carol()])),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** In a call with four people, one still connecting and one whose connection was lost. */
export const WindowFourParticipants: Story = {
  ...videoStory(
    inCallState([
      bob(),
      carol({ IsMuted: true }),
      participant(5, 'Dan Oakes', { link: 'connecting' }),
      participant(6, 'Erin Cass', { link: 'failed' }),
    ]),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** Minimised: a small tile at the bottom right with Bob's video, the timer and the buttons. */
export const Minimised: Story = {
  ...videoStory(inCallState([bob(), carol()], { window: 'minimised' })),
  play: async () => {
    const tile = await page().findByRole('region', { name: 'Video call with Bob Martin, Carol Price' });
    await userEvent.click(within(tile).getByRole('button', { name: 'Maximise' }));
    await expect(
      page().getByRole('dialog', { name: 'Video call with Bob Martin, Carol Price' }),
    ).toBeVisible();
  },
};

/** Carol has muted her microphone, and so has Alice: both tiles say 'Muted'. */
export const ParticipantMuted: Story = {
  ...videoStory(
    inCallState([carol({ IsMuted: true })], {
      self: { IsMuted: true, IsCameraOff: false, stream: null, problem: null },
    }),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** Bob and Alice have turned their cameras off: their initials show instead. */
export const CameraOff: Story = {
  ...videoStory(
    inCallState([participant(3, 'Bob Martin', { IsCameraOff: true }), carol()], {
      self: { IsMuted: false, IsCameraOff: true, stream: null, problem: null },
    }),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** Alice refused the camera and microphone: the call goes on, and the window says how to allow them. */
export const SelfMediaDenied: Story = {
  ...videoStory(
    inCallState([bob()], { self: { IsMuted: true, IsCameraOff: true, stream: null, problem: 'denied' } }),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** The panel open, searching 'ca': Carol and Erin to invite (Bob is in the call). */
export const PanelSearching: Story = {
  ...videoStory(
    inCallState([bob()], { panelOpen: true, search: 'ca', people: STORY_PEOPLE, peopleLoaded: true }),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Invite Carol Price' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Invite Erin Cass' })).toBeVisible();
  },
};

/** The panel with Dan rung into the call: 'Others from chat (1)', Dan 'Calling...'. */
export const PanelInvitee: Story = {
  ...videoStory(
    inCallState([bob(), carol({ IsMuted: true })], {
      panelOpen: true,
      people: STORY_PEOPLE,
      peopleLoaded: true,
      invited: [{ LoginId: 5, ParticipantName: 'Dan Oakes', since: Date.now() }],
    }),
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Others from chat (1)' })).toBeVisible();
    await expect(page().getByRole('heading', { name: 'Currently in this call (3)' })).toBeVisible();
  },
};

/** The people of the company to call, each with whether they are online. */
export const People: Story = videoStory({ people: STORY_PEOPLE, peopleLoaded: true }, { showPeople: true });

/** A picture for the stories: a 32 by 32 square in one colour (base64 PNG), as the thumbnails call answers. */
const STORY_PICTURE =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR4nGOQr+qhKWIYtWDUglELRi0YtWDUglELRi0YtWDUglELhooFADhvlD0dHZ85AAAAAElFTkSuQmCC';

/** The people with their pictures (the thumbnails call, after the list): Bob's and Erin's show, the others' initials. */
export const PeopleWithPictures: Story = videoStory(
  { people: STORY_PEOPLE, peopleLoaded: true, pictures: { 3: STORY_PICTURE, 6: STORY_PICTURE } },
  { showPeople: true },
);

/** A company without video calls: the Call buttons are off and the list says why. */
export const PeopleVideoOff: Story = videoStory(
  { enabled: false, people: STORY_PEOPLE, peopleLoaded: true },
  { showPeople: true },
);

/** The call window with the panel in another theme (ThemeId 6, dark green). */
export const ThemeSwitch: Story = {
  ...videoStory(
    inCallState([bob(), carol()], { panelOpen: true, people: STORY_PEOPLE, peopleLoaded: true }),
    {
      themeId: 6,
    },
  ),
  parameters: { ...videoStory({}).parameters, layout: 'fullscreen' },
};

/** A ring in another theme (ThemeId 2, pink). */
export const ThemeSwitchPrompt: Story = videoStory({ phase: 'incoming', incoming }, { themeId: 2 });
