import { describe, expect, it } from 'vitest';
import { cloudSrcset, galleryImage, isCloudImage, thumbnailWindow, withCloudWidth, wrapIndex, zoomImageUrl } from './gallery';

describe('zoom image address', () => {
  it.each([
    ['https://res.cloudinary.com/shop/image/upload/w_800/v1/products/tv.jpg', 'https://res.cloudinary.com/shop/image/upload/w_2048/v1/products/tv.jpg'],
    ['https://res.cloudinary.com/shop/image/upload/c_fill,w_220,q_auto/tv.jpg', 'https://res.cloudinary.com/shop/image/upload/c_fill,w_2048,q_auto/tv.jpg'],
    ['https://res.cloudinary.com/shop/image/upload/w_1200,h_900/tv.jpg', 'https://res.cloudinary.com/shop/image/upload/w_2048,h_900/tv.jpg'],
  ])('replaces the width transform of a cloud-hosted image with w_2048: %s', (src, zoomed) => {
    expect(isCloudImage(src)).toBe(true);
    expect(zoomImageUrl(src)).toBe(zoomed);
  });

  it.each([
    '/assets/uploads/products/tv-svart.svg',
    '/assets/uploads/products/w_800.svg',
    'https://example.com/images/show_800/tv.jpg',
    'https://example.com/images/w_abc/tv.jpg',
  ])('leaves an image without a width transform as it is: %s', (src) => {
    expect(isCloudImage(src)).toBe(false);
    expect(zoomImageUrl(src)).toBe(src);
  });

  it('replaces only the first width transform', () => {
    expect(withCloudWidth('https://cdn.test/w_100/x/w_200/y.jpg', 640)).toBe('https://cdn.test/w_640/x/w_200/y.jpg');
  });
});

describe('srcset', () => {
  it('offers every width of a cloud-hosted image', () => {
    expect(cloudSrcset('https://cdn.test/upload/w_800/tv.jpg')).toBe(
      'https://cdn.test/upload/w_400/tv.jpg 400w, https://cdn.test/upload/w_800/tv.jpg 800w, https://cdn.test/upload/w_1200/tv.jpg 1200w, ' +
        'https://cdn.test/upload/w_1600/tv.jpg 1600w, https://cdn.test/upload/w_2048/tv.jpg 2048w',
    );
  });

  it('offers none for an image that exists in one size', () => {
    expect(cloudSrcset('/assets/uploads/products/tv-svart.svg')).toBeNull();
  });
});

describe('wrap-around', () => {
  it.each([
    [0, 4, 0],
    [4, 4, 0],
    [-1, 4, 3],
    [5, 4, 1],
    [-9, 4, 3],
    [3, 1, 0],
    [2, 0, 0],
  ])('index %i of %i images is %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('thumbnail strip', () => {
  it('shows every thumbnail when there are at most seven', () => {
    expect(thumbnailWindow(4, 2)).toEqual([0, 1, 2, 3]);
    expect(thumbnailWindow(7, 6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shows seven around the current one', () => {
    expect(thumbnailWindow(12, 6)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps seven at the ends of a long list', () => {
    expect(thumbnailWindow(12, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(thumbnailWindow(12, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(thumbnailWindow(12, 11)).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });

  it('shows none for no images', () => {
    expect(thumbnailWindow(0, 0)).toEqual([]);
  });
});

describe('gallery image', () => {
  it('gives a cloud-hosted image a thumbnail, a srcset and a w_2048 zoom', () => {
    const image = galleryImage({ src: 'https://cdn.test/upload/w_800/tv.jpg', alt: 'TV från sidan', width: 800, height: 600 }, 'TV');
    expect(image).toEqual({
      src: 'https://cdn.test/upload/w_800/tv.jpg',
      thumb: 'https://cdn.test/upload/w_144/tv.jpg',
      alt: 'TV från sidan',
      srcset: cloudSrcset('https://cdn.test/upload/w_800/tv.jpg'),
      caption: 'TV från sidan',
      zoom: 'https://cdn.test/upload/w_2048/tv.jpg',
      width: 800,
      height: 600,
    });
  });

  it('uses our own image, in the one size it has, for thumbnail and zoom', () => {
    const image = galleryImage({ src: '/assets/uploads/products/tv-svart.svg', alt: ' ', width: 800, height: 800 }, 'Svart TV');
    expect(image).toMatchObject({ thumb: image.src, zoom: image.src, srcset: null, alt: 'Svart TV', caption: 'Svart TV' });
  });
});
