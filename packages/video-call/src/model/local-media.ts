import type { MediaProblem } from './types';

/** The user's camera and microphone as far as they are available, and why any part is not. */
export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
}

function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  return 'unavailable';
}

/**
 * Opens the camera and the microphone. When both cannot be had together, each is tried alone, so a call goes on
 * with what is available (a refused camera still leaves the microphone); `problem` says what is missing.
 */
export async function openLocalMedia(
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<LocalMedia> {
  if (!devices) return { stream: null, problem: 'unavailable' };
  try {
    return { stream: await devices.getUserMedia({ audio: true, video: true }), problem: null };
  } catch (both) {
    const tracks: MediaStreamTrack[] = [];
    for (const constraints of [{ audio: true }, { video: true }]) {
      try {
        tracks.push(...(await devices.getUserMedia(constraints)).getTracks());
      } catch {
        // Reported through `problem` below.
      }
    }
    return { stream: tracks.length > 0 ? new MediaStream(tracks) : null, problem: problemOf(both) };
  }
}

/** Stops every track of a stream (the camera light goes off). */
export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
