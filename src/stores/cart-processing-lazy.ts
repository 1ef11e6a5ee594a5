// What pages that process the cart only now and then (src/stores/cart-trigger.ts) load on demand. A
// module of its own rather than `import('./cart-processing')`: that module lives in the cart-processing
// chunk group (astro.config.ts), and loading a grouped module on demand makes the bundler build a
// namespace object with a runtime helper it then shares with the React chunk as a separate file, one
// more file (and its headers) on every page with an island.
export { processCartSoon } from './cart-processing';
