import { describe, expect, it } from 'vitest';
import { groupByType, isImageFile, ratingStars } from './attachments';

describe('attachments and ratings', () => {
  it('png, jpg, jpeg, gif and dwg show as images, in any case; nothing else', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'plan.dwg'])
      expect(isImageFile(name)).toBe(true);
    for (const name of ['report.pdf', 'photo.webp', 'png', 'notes.txt'])
      expect(isImageFile(name)).toBe(false);
  });

  it('attachments group by Type, in the order they came', () => {
    const files = [
      { Type: 'Before', FileName: '1' },
      { Type: 'After', FileName: '2' },
      { Type: 'Before', FileName: '3' },
    ];
    expect(groupByType(files).map(([type, list]) => [type, list.map((f) => f.FileName)])).toEqual([
      ['Before', ['1', '3']],
      ['After', ['2']],
    ]);
  });

  it('a rating is 5 stars, held to 0..5', () => {
    expect(ratingStars(4)).toBe('★★★★☆');
    expect(ratingStars(0)).toBe('☆☆☆☆☆');
    expect(ratingStars(7)).toBe('★★★★★');
    expect(ratingStars(-1)).toBe('☆☆☆☆☆');
  });
});
