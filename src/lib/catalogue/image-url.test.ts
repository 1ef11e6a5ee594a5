import { describe, expect, it } from 'vitest';
import { imageAtWidth } from './image-url';

describe('imageAtWidth', () => {
  it('asks the platform for the width in the automatic format', () => {
    expect(imageAtWidth('https://cdn.test/logo.png', 200)).toBe('https://cdn.test/logo.png?w=200&format=auto');
    expect(imageAtWidth('/media/logo.png?v=2', 200)).toBe('/media/logo.png?v=2&w=200&format=auto');
    expect(imageAtWidth('https://cdn.test/photo.jpg', 640, 'webp')).toBe('https://cdn.test/photo.jpg?w=640&format=webp');
  });
});
