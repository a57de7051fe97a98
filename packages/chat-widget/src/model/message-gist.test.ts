import { describe, expect, it } from 'vitest';
import { GIST_LENGTH, messageGist } from './message-gist';

const file = (name: string) => ({
  ChatAttachmentId: 1,
  ChatDataId: 10,
  FileSize: 1000,
  AttachmentFileName: name,
  AttachmentPath: 'x',
  AttachmentType: 2,
});

describe('the gist of a message names what belongs to it', () => {
  it('its text, cut past the length', () => {
    expect(messageGist({ ChatTxt: '  See you at 10  ', AttachmentDetails: [] })).toBe('See you at 10');
    expect(messageGist({ ChatTxt: 'x'.repeat(100), AttachmentDetails: [] })).toHaveLength(GIST_LENGTH);
  });

  it('its first file’s name when it has no text', () => {
    expect(messageGist({ ChatTxt: ' ', AttachmentDetails: [file('boiler.pdf'), file('b.png')] })).toBe(
      'boiler.pdf',
    );
  });
});
