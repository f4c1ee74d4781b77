import { describe, expect, it } from 'vitest';
import { hasThirdPartyImages, imageSource, parseRichText, plainText } from './rich-text';

describe('imageSource', () => {
  it.each([
    ['/assets/uploads/butik.jpg', { thirdParty: false }],
    ['https://images.instagram.example/p/1.jpg', { thirdParty: true }],
    ['http://cdn.leverantor.example/bild.png', { thirdParty: true }],
    // protocol-relative: not parsable without a base, so never an image
    ['//evil.example/x.png', null],
    ['/\\evil.example/x.png', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['bild.jpg', null],
    ['https://user:pw@host.example/x.png', null],
  ])('%s', (src, expected) => {
    expect(imageSource(src)).toEqual(expected);
  });
});

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseRichText('Första stycket.\nRad två.\n\n\nAndra stycket.')).toEqual([
      { kind: 'paragraph', text: 'Första stycket.\nRad två.' },
      { kind: 'paragraph', text: 'Andra stycket.' },
    ]);
  });

  it('reads an image on a line of its own and tells own from third-party images', () => {
    expect(parseRichText('Text.\n\n![Butiken](/assets/butik.jpg)\n\n![Vårt flöde](https://social.example/p/1.jpg)')).toEqual([
      { kind: 'paragraph', text: 'Text.' },
      { kind: 'image', src: '/assets/butik.jpg', alt: 'Butiken', thirdParty: false },
      { kind: 'image', src: 'https://social.example/p/1.jpg', alt: 'Vårt flöde', thirdParty: true },
    ]);
  });

  it('leaves an image line with an address that is not an image source as text', () => {
    expect(parseRichText('![x](javascript:alert(1))')).toEqual([{ kind: 'paragraph', text: '![x](javascript:alert(1))' }]);
    expect(parseRichText('Se ![bild](/a.jpg) här')).toEqual([{ kind: 'paragraph', text: 'Se ![bild](/a.jpg) här' }]);
  });

  it('handles Windows line ends and empty text', () => {
    expect(parseRichText('A\r\n\r\nB')).toHaveLength(2);
    expect(parseRichText('  \n\n ')).toEqual([]);
  });
});

describe('plainText and hasThirdPartyImages', () => {
  const body = 'Om oss.\n\n![Flöde](https://social.example/1.jpg)\n\nMer text.';
  it('drops the images from the text', () => expect(plainText(body)).toBe('Om oss.\n\nMer text.'));
  it('finds third-party images only', () => {
    expect(hasThirdPartyImages(body)).toBe(true);
    expect(hasThirdPartyImages('![Egen](/assets/a.jpg)')).toBe(false);
  });
});
