// The actions client for scripts that need it only on a click (buy again, the product's price for
// chosen options). Imported on demand through this module, not `import('astro:actions')`, for the
// reason given in src/stores/cart-processing-lazy.ts.
export { actions } from 'astro:actions';
