/** The ringtone shipped with the package: a double ring, then quiet, looped while a call rings. */
const RINGTONE_URL = new URL('./ringtone.wav', import.meta.url).href;

/** A ring that plays while a call rings, on both sides. */
export interface Ringtone {
  /** Starts ringing; false when the browser blocks sound until the page is used (autoplay policy). */
  play(): Promise<boolean>;
  stop(): void;
}

/** The ringtone, played through an audio element made on first use. */
export function createRingtone(url = RINGTONE_URL): Ringtone {
  let audio: HTMLAudioElement | null = null;
  let wanted = false;
  return {
    async play() {
      if (typeof Audio === 'undefined') return false;
      wanted = true;
      audio ??= Object.assign(new Audio(url), { loop: true });
      audio.currentTime = 0;
      try {
        await audio.play();
        // Stopped while the play was starting: stay quiet.
        if (!wanted) audio.pause();
        return true;
      } catch {
        return false;
      }
    },
    stop() {
      wanted = false;
      audio?.pause();
    },
  };
}
