import { describe, expect, it } from 'vitest';
import { GIST_LENGTH, messageGist } from './message-gist';

const file = (name: string) => ({
  ChatAttachmentId: 1,
  AttachmentFileName: name,
  AttachmentPath: 'x',
  AttachmentType: 2,
});

describe('the gist of a message names what belongs to it', () => {
  it('its text on one line, cut with an ellipsis past the length', () => {
    expect(messageGist({ ChatTxt: '  See you\n at 10  ', AttachmentDetails: [] })).toBe('See you at 10');
    const long = messageGist({ ChatTxt: 'x'.repeat(100), AttachmentDetails: [] });
    expect(long).toHaveLength(GIST_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('its first file’s name when it has no text', () => {
    expect(messageGist({ ChatTxt: ' ', AttachmentDetails: [file('boiler.pdf'), file('b.png')] })).toBe(
      'boiler.pdf',
    );
  });
});
