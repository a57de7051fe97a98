import type { ChatScope } from './scope';

/** The storage key of a user's choice of a sound for new messages (per company and user, on this device). */
export const soundKey = ({ companyId, userId }: { companyId: number; userId: number }) =>
  `fk.chat.sound.${companyId}.${userId}`;

/** A short two-note chime from the Web Audio API: no file to load, nothing that runs until a message arrives. */
function chime(): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const gain = context.createGain();
  gain.connect(context.destination);
  const start = context.currentTime;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
  for (const [frequency, at] of [
    [880, 0],
    [1320, 0.12],
  ] as const) {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(start + at);
    tone.stop(start + at + 0.2);
  }
  setTimeout(() => void context.close().catch(() => {}), 600);
}

/** What tells the user of messages that arrive while the page is hidden: the title count and, if chosen, a sound. */
export interface AlertsPart {
  /** A new incoming message arrived: counted (and chimed, if chosen) while the page is hidden. */
  arrived(): void;
  /** The user's choice of a sound, kept on this device. */
  setSound(on: boolean): void;
  /** Reads the choice and resets the count when the page is shown again; returns the stop. */
  listen(): () => void;
}

/** The alerts of a chat: `hiddenArrivals` in its state (the page title's count) and the sound. */
export function createAlerts(scope: ChatScope, play: () => void = chime): AlertsPart {
  const { get, set } = scope;
  return {
    arrived() {
      if (scope.isPageVisible()) return;
      set({ hiddenArrivals: get().hiddenArrivals + 1 });
      if (get().sound) {
        try {
          play();
        } catch (error) {
          scope.warn('the new-message sound could not play', error);
        }
      }
    },
    setSound(on) {
      set({ sound: on });
      scope.storage.setItem(soundKey(scope.me()), on ? '1' : '0');
    },
    listen() {
      // Nothing stored: the choice stays what it is (off, unless the host set it).
      const stored = scope.storage.getItem(soundKey(scope.me()));
      if (stored !== null) set({ sound: stored === '1' });
      return scope.onPageShown(() => set({ hiddenArrivals: 0 }));
    },
  };
}
