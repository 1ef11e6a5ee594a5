// Astro actions: the browser's only door to the server (design.md §2).
import { askAboutProduct } from './product-question';

export const server = {
  askAboutProduct,
};
