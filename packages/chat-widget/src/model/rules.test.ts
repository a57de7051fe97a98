import { CHAT_AUDIO_EXTENSIONS, CHAT_IMAGE_EXTENSIONS } from '@fieldkit/core/contract';
import { describe, expect, it } from 'vitest';
import { isSendable, isSendKey } from './compose';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, MAX_FILE_BYTES, refusalOf, zipName } from './files';
import { matchesName } from './search';

const key = (over: Partial<KeyboardEvent>) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  isComposing: false,
  ...over,
});

describe('empty or whitespace-only chat text is not sent', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
  });
  it('accepts text with a visible character', () => {
    expect(isSendable(' hi ')).toBe(true);
  });
});

describe('Enter sends; Shift or Ctrl with Enter does not', () => {
  it('Enter alone sends', () => expect(isSendKey(key({}))).toBe(true));
  it('Shift+Enter does not send', () => expect(isSendKey(key({ shiftKey: true }))).toBe(false));
  it('Ctrl+Enter does not send', () => expect(isSendKey(key({ ctrlKey: true }))).toBe(false));
  it('other keys do not send', () => expect(isSendKey(key({ key: 'a' }))).toBe(false));
  it('Enter that ends an IME composition does not send', () =>
    expect(isSendKey(key({ isComposing: true }))).toBe(false));
});

describe('each attached file must be smaller than 4,000,000 bytes (UPLOADLIMIT4MB)', () => {
  const pdf = (size: number) => ({ name: 'a.pdf', type: 'application/pdf', size });
  it('accepts 3,999,999 bytes', () => expect(refusalOf(pdf(MAX_FILE_BYTES - 1), 'document')).toBeNull());
  it('refuses exactly 4,000,000 bytes', () =>
    expect(refusalOf(pdf(4_000_000), 'document')).toBe('UPLOADLIMIT4MB'));
  it('refuses 4,000,001 bytes', () => expect(refusalOf(pdf(4_000_001), 'document')).toBe('UPLOADLIMIT4MB'));
});

describe('the document picker accepts audio, .xlsx, .docx, .ppt, .txt, .pdf, .dwg; the image picker images', () => {
  it('declares the accept lists, the spec’s documents first', () => {
    expect(DOCUMENT_ACCEPT.split(',').slice(0, 7)).toEqual([
      'audio/*',
      '.xlsx',
      '.docx',
      '.ppt',
      '.txt',
      '.pdf',
      '.dwg',
    ]);
    expect(IMAGE_ACCEPT.split(',')).toEqual(CHAT_IMAGE_EXTENSIONS.map((ext) => `.${ext}`));
  });
  it.each(['plan.xlsx', 'note.DOCX', 'deck.ppt', 'log.txt', 'job.pdf', 'site.dwg'])(
    'accepts %s as a document',
    (name) => {
      expect(refusalOf({ name, type: '', size: 10 }, 'document')).toBeNull();
    },
  );
  it.each([
    'old.doc',
    'old.XLS',
    'deck.pptx',
    'text.odt',
    'sheet.ods',
    'slides.odp',
    'memo.rtf',
    'parts.csv',
  ])('accepts the office format %s as a document, in its picker and when dropped', (name) => {
    expect(DOCUMENT_ACCEPT.split(',')).toContain(name.slice(name.lastIndexOf('.')).toLowerCase());
    expect(refusalOf({ name, type: '', size: 10 }, 'document')).toBeNull();
    expect(refusalOf({ name, type: '', size: 10 }, 'any')).toBeNull();
  });
  it('takes a dropped or pasted file that either picker takes, and nothing else', () => {
    expect(refusalOf({ name: 'image.png', type: 'image/png', size: 10 }, 'any')).toBeNull();
    expect(refusalOf({ name: 'memo.mp3', type: 'audio/mpeg', size: 10 }, 'any')).toBeNull();
    expect(refusalOf({ name: 'page.html', type: 'text/html', size: 10 }, 'any')).toBe('FILETYPE');
  });
  it('accepts audio as a document', () => {
    expect(refusalOf({ name: 'memo.m4a', type: 'audio/mp4', size: 10 }, 'document')).toBeNull();
  });
  it('refuses other documents', () => {
    expect(refusalOf({ name: 'run.exe', type: 'application/octet-stream', size: 10 }, 'document')).toBe(
      'FILETYPE',
    );
  });
  it('accepts images only in the image picker', () => {
    expect(refusalOf({ name: 'a.png', type: 'image/png', size: 10 }, 'image')).toBeNull();
    expect(refusalOf({ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'image')).toBe('FILETYPE');
  });
});

describe('the pickers refuse what the server refuses: only the contract’s extensions are taken', () => {
  it.each(CHAT_IMAGE_EXTENSIONS.map((ext) => `photo.${ext.toUpperCase()}`))(
    'accepts %s as an image',
    (name) => {
      expect(refusalOf({ name, type: '', size: 10 }, 'image')).toBeNull();
    },
  );
  it.each([
    ['drawing.svg', 'image/svg+xml'],
    ['scan.tiff', 'image/tiff'],
    ['shot.heic', 'image/heic'],
    ['photo', 'image/png'],
  ])('refuses %s (%s) as an image with FILETYPE', (name, type) => {
    expect(refusalOf({ name, type, size: 10 }, 'image')).toBe('FILETYPE');
  });
  it('accepts the contract’s audio extensions as documents and refuses other audio', () => {
    for (const ext of CHAT_AUDIO_EXTENSIONS)
      expect(refusalOf({ name: `memo.${ext}`, type: '', size: 10 }, 'document')).toBeNull();
    expect(refusalOf({ name: 'memo.aiff', type: 'audio/aiff', size: 10 }, 'document')).toBe('FILETYPE');
  });
});

describe('user and conversation search match names that start or end with the typed text', () => {
  it('matches the start, case-insensitive', () => expect(matchesName('Bob Martin', 'bOB')).toBe(true));
  it('matches the end', () => expect(matchesName('Bob Martin', 'tin')).toBe(true));
  it('does not match the middle', () => expect(matchesName('Bob Martin', 'b Mar')).toBe(false));
  it('trims the typed text', () => expect(matchesName('Carol Jones', '  carol  ')).toBe(true));
  it('an empty search matches everyone', () => expect(matchesName('Anyone', '   ')).toBe(true));
});

describe('attachments', () => {
  it("a message's zip is saved as '{id} - Attachments.zip'", () =>
    expect(zipName(42)).toBe('42 - Attachments.zip'));
});
