import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

// Draws the demo seed's media in Chromium and writes them to fixtures/media (they are committed; run this only to
// change them): a photo of a boiler's pressure gauge (JPEG), a sender's logo for an inline cid: part (PNG), and a
// short clip of an air handling unit's fan (WebM, VP8, recorded from a canvas with MediaRecorder).
//   pnpm exec tsx packages/server/scripts/seed-media.ts
// With `print`, only the job printout's files: a customer's signature, a photo of a new fan belt, and each company's
// printout logo, header and footer (PNG; the JPEG photo), leaving the others as they are.
//   pnpm exec tsx packages/server/scripts/seed-media.ts print

const OUT = fileURLToPath(new URL('../fixtures/media/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The clip's length and frame rate. */
const CLIP_MS = 2_500;
const CLIP_FPS = 25;

// The page's code is a string: functions handed to page.evaluate from a file run under tsx can lose their helpers.
const DRAW = `
const canvas = (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h });
const blobBase64 = async (blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const encode = (c, type, quality) => new Promise((done) => c.toBlob((b) => done(blobBase64(b)), type, quality));

// A seeded generator, so that every run draws the same grain.
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function photo() {
  const c = canvas(640, 400);
  const g = c.getContext('2d');
  const wall = g.createLinearGradient(0, 0, 0, 300);
  wall.addColorStop(0, '#b9b4a8');
  wall.addColorStop(1, '#8f8a7f');
  g.fillStyle = wall;
  g.fillRect(0, 0, 640, 300);
  g.fillStyle = '#5b5750';
  g.fillRect(0, 300, 640, 100);
  for (let x = -40; x < 640; x += 80) {
    g.strokeStyle = 'rgba(0,0,0,0.18)';
    g.beginPath();
    g.moveTo(x, 300);
    g.lineTo(x + 60, 400);
    g.stroke();
  }
  // Pipes along the wall and down into the boiler.
  const pipe = (x1, y1, x2, y2, w) => {
    g.strokeStyle = '#a8643a';
    g.lineWidth = w;
    g.lineCap = 'round';
    g.beginPath();
    g.moveTo(x1, y1);
    g.lineTo(x2, y2);
    g.stroke();
    g.strokeStyle = 'rgba(255,220,180,0.45)';
    g.lineWidth = w / 4;
    g.beginPath();
    g.moveTo(x1 - w / 5, y1);
    g.lineTo(x2 - w / 5, y2);
    g.stroke();
  };
  pipe(0, 52, 640, 52, 18);
  pipe(0, 84, 640, 84, 14);
  pipe(250, 52, 250, 120, 16);
  pipe(330, 84, 330, 120, 12);
  // The boiler's casing, its shadow and its panel.
  g.fillStyle = 'rgba(0,0,0,0.25)';
  g.fillRect(196, 126, 262, 196);
  g.fillStyle = '#eceae4';
  g.fillRect(180, 110, 260, 200);
  g.strokeStyle = '#9d9a92';
  g.lineWidth = 3;
  g.strokeRect(180, 110, 260, 200);
  g.fillStyle = '#2d3b45';
  g.fillRect(200, 130, 110, 54);
  g.fillStyle = '#5fd38a';
  g.font = 'bold 22px monospace';
  g.fillText('E119', 216, 165);
  g.fillStyle = '#c0392b';
  g.beginPath();
  g.arc(290, 220, 8, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#333';
  g.font = 'bold 16px sans-serif';
  g.fillText('BOILER 2', 200, 290);
  // The pressure gauge, its needle low (0.4 bar).
  const cx = 380;
  const cy = 190;
  g.fillStyle = '#d9d9d9';
  g.beginPath();
  g.arc(cx, cy, 44, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(cx, cy, 38, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#c0392b';
  g.lineWidth = 6;
  g.beginPath();
  g.arc(cx, cy, 32, Math.PI * 0.75, Math.PI * 0.95);
  g.stroke();
  g.strokeStyle = '#222';
  g.lineWidth = 2;
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * 0.75 + (i / 8) * Math.PI * 1.5;
    g.beginPath();
    g.moveTo(cx + Math.cos(a) * 30, cy + Math.sin(a) * 30);
    g.lineTo(cx + Math.cos(a) * 37, cy + Math.sin(a) * 37);
    g.stroke();
  }
  g.fillStyle = '#222';
  g.font = '10px sans-serif';
  g.fillText('bar', cx - 8, cy + 24);
  const needle = Math.PI * 0.75 + (0.4 / 4) * Math.PI * 1.5;
  g.lineWidth = 3;
  g.beginPath();
  g.moveTo(cx, cy);
  g.lineTo(cx + Math.cos(needle) * 30, cy + Math.sin(needle) * 30);
  g.stroke();
  // A hand-held look: light falling off to the corners, some grain, the phone's time stamp.
  const light = g.createRadialGradient(330, 200, 80, 330, 200, 420);
  light.addColorStop(0, 'rgba(0,0,0,0)');
  light.addColorStop(1, 'rgba(0,0,0,0.45)');
  g.fillStyle = light;
  g.fillRect(0, 0, 640, 400);
  const image = g.getImageData(0, 0, 640, 400);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (random() - 0.5) * 14;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  g.putImageData(image, 0, 0);
  g.fillStyle = 'rgba(255,200,60,0.9)';
  g.font = '16px monospace';
  g.fillText('22/11 08:14', 520, 388);
  return encode(c, 'image/jpeg', 0.78);
}

function logo() {
  const c = canvas(160, 48);
  const g = c.getContext('2d');
  g.fillStyle = '#0b4f6c';
  g.beginPath();
  g.roundRect(0, 0, 160, 48, 8);
  g.fill();
  g.strokeStyle = '#7fd1e8';
  g.lineWidth = 3;
  for (const y of [18, 28]) {
    g.beginPath();
    g.moveTo(10, y);
    g.bezierCurveTo(18, y - 7, 24, y + 7, 32, y);
    g.bezierCurveTo(38, y - 7, 42, y + 5, 46, y);
    g.stroke();
  }
  g.fillStyle = '#fff';
  g.font = 'bold 15px sans-serif';
  g.fillText('Harbour', 54, 22);
  g.font = '12px sans-serif';
  g.fillText('Estates', 54, 38);
  return encode(c, 'image/png');
}

async function clip(ms, fps) {
  const c = canvas(320, 240);
  const g = c.getContext('2d');
  const frame = (t) => {
    g.fillStyle = '#3a4148';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#59626b';
    g.fillRect(40, 20, 240, 200);
    g.fillStyle = '#1d2226';
    g.beginPath();
    g.arc(160, 120, 84, 0, Math.PI * 2);
    g.fill();
    // The fan, turning, one blade marked so that the turn shows.
    const turn = (t / 1000) * Math.PI * 3;
    for (let i = 0; i < 5; i++) {
      const a = turn + (i * Math.PI * 2) / 5;
      g.fillStyle = i === 0 ? '#e0a030' : '#b8c0c8';
      g.beginPath();
      g.moveTo(160, 120);
      g.arc(160, 120, 76, a, a + 0.6);
      g.closePath();
      g.fill();
    }
    g.fillStyle = '#222';
    g.beginPath();
    g.arc(160, 120, 14, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#fff';
    g.font = '14px monospace';
    g.fillText('AHU-3  ' + (t / 1000).toFixed(1) + ' s', 12, 232);
  };
  frame(0);
  const stream = c.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((done) => (recorder.onstop = done));
  recorder.start();
  const start = performance.now();
  await new Promise((done) => {
    const tick = () => {
      const t = performance.now() - start;
      frame(Math.min(t, ms));
      if (t >= ms) done();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await stopped;
  return blobBase64(new Blob(chunks, { type: 'video/webm' }));
}

function signature() {
  const c = canvas(360, 120);
  const g = c.getContext('2d');
  g.strokeStyle = '#1b2a6b';
  g.lineWidth = 3;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  g.moveTo(20, 80);
  g.bezierCurveTo(40, 10, 70, 10, 60, 80);
  g.bezierCurveTo(55, 110, 90, 40, 110, 60);
  g.bezierCurveTo(125, 75, 135, 30, 150, 55);
  g.bezierCurveTo(165, 85, 185, 25, 205, 60);
  g.bezierCurveTo(220, 90, 240, 35, 262, 58);
  g.bezierCurveTo(280, 75, 300, 50, 335, 45);
  g.stroke();
  g.beginPath();
  g.moveTo(30, 96);
  g.lineTo(320, 92);
  g.stroke();
  return encode(c, 'image/png');
}

function beltPhoto() {
  const c = canvas(480, 320);
  const g = c.getContext('2d');
  g.fillStyle = '#6d737a';
  g.fillRect(0, 0, 480, 320);
  for (let i = 0; i < 1500; i++) {
    g.fillStyle = 'rgba(0,0,0,' + (random() * 0.08).toFixed(3) + ')';
    g.fillRect(random() * 480, random() * 320, 2, 2);
  }
  const pulley = (x, y, r) => {
    g.fillStyle = '#2b2f33';
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#9aa3ab';
    g.beginPath();
    g.arc(x, y, r * 0.35, 0, Math.PI * 2);
    g.fill();
  };
  g.strokeStyle = '#111';
  g.lineWidth = 14;
  g.beginPath();
  g.moveTo(120, 70);
  g.lineTo(360, 110);
  g.moveTo(120, 250);
  g.lineTo(360, 210);
  g.stroke();
  pulley(120, 160, 90);
  pulley(360, 160, 50);
  g.fillStyle = '#fff';
  g.font = '16px monospace';
  g.fillText('AHU-3 belt, new', 12, 306);
  return encode(c, 'image/jpeg', 0.8);
}

function printout(w, h, colour, title, subtitle) {
  const c = canvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = colour;
  g.fillRect(0, 0, w, h);
  g.fillStyle = 'rgba(255,255,255,0.18)';
  for (let x = -h; x < w; x += 28) {
    g.beginPath();
    g.moveTo(x, h);
    g.lineTo(x + h, 0);
    g.lineTo(x + h + 10, 0);
    g.lineTo(x + 10, h);
    g.fill();
  }
  g.fillStyle = '#fff';
  g.font = 'bold ' + Math.round(h * 0.36) + 'px sans-serif';
  g.fillText(title, h * 0.3, h * 0.52);
  g.font = Math.round(h * 0.2) + 'px sans-serif';
  g.fillText(subtitle, h * 0.3, h * 0.82);
  return encode(c, 'image/png');
}

const everything = async () => ({ photo: await photo(), logo: await logo(), clip: await clip(${CLIP_MS}, ${CLIP_FPS}) });
const print = async () => ({
  signature: await signature(),
  belt: await beltPhoto(),
  acmeLogo: await printout(240, 72, '#c0392b', 'ACME', 'Facilities Ltd'),
  acmeHeader: await printout(1000, 90, '#7b241c', 'Acme Facilities Ltd', 'Job report'),
  acmeFooter: await printout(1000, 48, '#922b21', 'acme.example', '0113 496 0000'),
  borealisLogo: await printout(240, 72, '#16745f', 'BM', 'Borealis Maintenance'),
  borealisHeader: await printout(1000, 90, '#0e4d3f', 'Borealis Maintenance', 'Arbeidsrapport'),
  borealisFooter: await printout(1000, 48, '#16745f', 'borealis.example', '+47 55 00 00 00'),
});
`;

/** The files each mode writes, by the name its drawing answers under. */
const MODES = {
  all: {
    run: '(everything)()',
    files: { photo: 'boiler-gauge.jpg', logo: 'harbour-logo.png', clip: 'ahu-fan.webm' },
  },
  print: {
    run: '(print)()',
    files: {
      signature: 'customer-signature.png',
      belt: 'ahu-belt.jpg',
      acmeLogo: 'acme-printout-logo.png',
      acmeHeader: 'acme-printout-header.png',
      acmeFooter: 'acme-printout-footer.png',
      borealisLogo: 'borealis-printout-logo.png',
      borealisHeader: 'borealis-printout-header.png',
      borealisFooter: 'borealis-printout-footer.png',
    },
  },
} as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>seed media</title>');
    const mode = MODES[process.argv[2] === 'print' ? 'print' : 'all'];
    const drawn = (await page.evaluate(`${DRAW}\n${mode.run}`)) as Record<string, string>;
    mkdirSync(OUT, { recursive: true });
    for (const [key, name] of Object.entries(mode.files)) {
      const bytes = Buffer.from(drawn[key]!, 'base64');
      writeFileSync(`${OUT}${name}`, bytes);
      console.info(`wrote ${OUT}${name} (${bytes.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
