// Astro actions: the browser's only door to the server (design.md §2).
import { askAboutProduct } from './product-question';
import { processCartAction } from './cart/process-cart';

export const server = {
  askAboutProduct,
  processCart: processCartAction,
};
