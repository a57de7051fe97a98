import { describe, expect, it } from 'vitest';
import { pictureBlob, pictureSrc, pictureType } from './picture';

describe('a picture sent as base64 is shown as an image URL, or not at all', () => {
  it('a profile picture is a PNG data URL', () =>
    expect(pictureSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo='));

  it('no picture (missing, empty or blank) gives null, so the avatar shows initials', () => {
    expect(pictureSrc(undefined)).toBeNull();
    expect(pictureSrc(null)).toBeNull();
    expect(pictureSrc('')).toBeNull();
    expect(pictureSrc('  ')).toBeNull();
  });

  it('an SVG file name makes an SVG picture; any other name a PNG', () => {
    expect(pictureSrc('PHN2Zz4=', 'logo.SVG')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(pictureType('logo.png')).toBe('image/png');
    expect(pictureType('logo.svg.png')).toBe('image/png');
    expect(pictureType()).toBe('image/png');
  });

  it('as a Blob: the decoded bytes, with the type of the file name', async () => {
    const blob = pictureBlob(btoa('<svg/>'), 'logo.svg');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });
});
