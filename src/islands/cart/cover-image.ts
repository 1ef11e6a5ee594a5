// A product cover at the sizes a cart line shows it.
import { imageAtWidth } from '../../lib/catalogue/image-url';

const LINE_IMAGE_WIDTHS = [96, 192, 288] as const;

export function lineImage(url: string): { src: string; srcSet: string } {
  return { src: imageAtWidth(url, LINE_IMAGE_WIDTHS[1]), srcSet: LINE_IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ') };
}
