import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { sendBinary } from './binary-reply';

async function served(file: File) {
  const app = Fastify();
  app.get('/file', (_request, reply) => sendBinary(reply, file));
  const response = await app.inject({ method: 'GET', url: '/file' });
  await app.close();
  return response.headers;
}

describe('files are served with their type, shown in place only when nothing in them can run', () => {
  test('raster images and video are shown in place; everything is nosniff', async () => {
    const image = await served(new File(['x'], 'site.jpg', { type: 'image/jpeg' }));
    expect(image['content-type']).toBe('image/jpeg');
    expect(image['content-disposition']).toMatch(/^inline; filename="site.jpg"/);
    expect(image['x-content-type-options']).toBe('nosniff');
    expect((await served(new File(['x'], 'clip.mp4', { type: 'video/mp4' })))['content-disposition']).toMatch(
      /^inline;/,
    );
  });

  test('documents are downloads; HTML, XML and SVG go as bytes, never as a page of the app', async () => {
    expect(
      (await served(new File(['x'], 'report.pdf', { type: 'application/pdf' })))['content-disposition'],
    ).toMatch(/^attachment;/);
    for (const type of [
      'image/svg+xml',
      'text/html',
      'text/html; charset=utf-8',
      'application/xhtml+xml',
      'text/xml',
    ]) {
      const headers = await served(new File(['<svg onload=alert(1)>'], 'x.svg', { type }));
      expect(headers['content-type'], type).toBe('application/octet-stream');
      expect(headers['content-disposition'], type).toMatch(/^attachment;/);
    }
  });
});
