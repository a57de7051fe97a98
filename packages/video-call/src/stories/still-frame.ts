/** Whether the page can draw on a canvas and film it (a browser; not jsdom, which draws nothing). */
function canFilm(): boolean {
  if (typeof document === 'undefined' || typeof HTMLCanvasElement === 'undefined') return false;
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return false;
  return typeof HTMLCanvasElement.prototype.captureStream === 'function';
}

/** Draws a still picture of someone at a desk: a coloured room, a head and shoulders, a window behind. */
function draw(context: CanvasRenderingContext2D, hue: number): void {
  const { width, height } = context.canvas;
  const wall = context.createLinearGradient(0, 0, width, height);
  wall.addColorStop(0, `hsl(${hue} 32% 42%)`);
  wall.addColorStop(1, `hsl(${hue} 38% 22%)`);
  context.fillStyle = wall;
  context.fillRect(0, 0, width, height);
  context.fillStyle = `hsl(${hue} 30% 62% / 0.45)`;
  context.fillRect(width * 0.66, height * 0.12, width * 0.24, height * 0.36);
  context.fillStyle = `hsl(${(hue + 30) % 360} 25% 16%)`;
  context.beginPath();
  context.ellipse(width / 2, height * 1.02, width * 0.24, height * 0.34, 0, Math.PI, 0);
  context.fill();
  context.fillStyle = 'hsl(28 38% 66%)';
  context.beginPath();
  context.arc(width / 2, height * 0.46, height * 0.17, 0, Math.PI * 2);
  context.fill();
}

/**
 * A video stream of a still picture, standing for a camera in stories (which must not ask for the real one); null
 * where the page cannot make one, and the tile shows the person's initials.
 */
export function stillFrame(hue: number): MediaStream | null {
  if (!canFilm()) return null;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, hue);
  const stream = canvas.captureStream(5);
  // A canvas stream sends a frame when the canvas changes: drawn again a few times, so a late viewer gets one.
  let times = 0;
  const again = setInterval(() => {
    draw(context, hue);
    if (++times >= 10) clearInterval(again);
  }, 300);
  return stream;
}
