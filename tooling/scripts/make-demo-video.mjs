// Makes the demo shop's bundled video (apps/commerce-api/src/media/video/trail-loop.webm): a six-second loop of a
// trail at dusk drawn on a canvas — ridges drifting past, a runner's head torch moving along the path, the sun
// setting — recorded in Debian's Chromium with MediaRecorder (VP8 WebM, no sound). No network, no binary tools:
//
//   node tooling/scripts/make-demo-video.mjs [output.webm]
//
// Deterministic drawing, but the encoder is not byte-stable: re-running gives a file that looks the same and differs
// in its bytes. Keep it under 400 kB (the script fails otherwise).
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// playwright-core comes with the e2e tooling's @playwright/test (no dependency of its own here).
const fromE2e = createRequire(resolve(root, 'tooling/e2e/package.json'));
const { chromium } = createRequire(fromE2e.resolve('@playwright/test'))('playwright-core');
const { chromiumLaunchOptions } = await import(resolve(root, 'tooling/test-utils/src/chromium.js'));

const output = resolve(process.argv[2] ?? resolve(root, 'apps/commerce-api/src/media/video/trail-loop.webm'));
const MAX_BYTES = 400 * 1024;

// Runs in the page: draws each frame from the time, records 6 s at 24 fps, returns the WebM as base64.
async function record({ width, height, seconds, bitsPerSecond }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const ridge = (offset, base, amplitude, colour, speed, t) => {
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(0, height);
    for (let x = 0; x <= width; x += 8) {
      const u = (x + t * speed + offset) / width;
      const y = base - amplitude * (0.55 + 0.3 * Math.sin(u * 6.3) + 0.15 * Math.sin(u * 17.1 + offset));
      context.lineTo(x, y);
    }
    context.lineTo(width, height);
    context.closePath();
    context.fill();
  };
  const draw = (t) => {
    const p = t / seconds;
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#2b2140');
    sky.addColorStop(1, `hsl(${28 - p * 12}, 85%, ${62 - p * 18}%)`);
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffd58a';
    context.beginPath();
    context.arc(width * 0.7, height * (0.36 + p * 0.22), height * 0.09, 0, Math.PI * 2);
    context.fill();
    ridge(0, height * 0.62, height * 0.26, '#8c4a3c', 12, t);
    ridge(200, height * 0.78, height * 0.2, '#5e3a33', 30, t);
    ridge(470, height * 0.94, height * 0.14, '#2f2a2b', 60, t);
    // The trail and a head torch moving along it.
    context.strokeStyle = '#e8a33d';
    context.lineWidth = 3;
    context.beginPath();
    context.moveTo(0, height * 0.9);
    context.bezierCurveTo(width * 0.3, height * 0.82, width * 0.6, height * 0.97, width, height * 0.86);
    context.stroke();
    const x = width * p;
    const y = height * (0.9 - 0.04 * Math.sin(p * Math.PI * 2));
    context.fillStyle = 'rgba(255, 243, 214, 0.35)';
    context.beginPath();
    context.arc(x, y - 10, 22, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#fff3d6';
    context.beginPath();
    context.arc(x, y - 10, 6, 0, Math.PI * 2);
    context.fill();
  };
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
  const stopped = new Promise((done) => (recorder.onstop = done));
  recorder.start(500);
  const started = performance.now();
  await new Promise((done) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000;
      draw(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(frame);
      else done();
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

const launch = chromiumLaunchOptions();
// The headless shell renders frames only with GPU compositing off, as the e2e tests run it.
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>demo video</title><body style="margin:0">');
  const base64 = await page.evaluate(record, { width: 640, height: 360, seconds: 6, bitsPerSecond: 350_000 });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_BYTES)
    throw new Error(`The video is ${bytes.length} bytes, over the ${MAX_BYTES}-byte limit: lower bitsPerSecond.`);
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, bytes);
  console.log(`Wrote ${output} (${bytes.length} bytes)`);
} finally {
  await browser.close();
}
