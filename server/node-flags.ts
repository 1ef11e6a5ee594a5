// Node/V8 options the storefront runs with (`npm start`, the benchmark's load phase; README "Deploying").
//
// 8 MB semi-spaces: small enough that the young generation does not grow to V8's default under load and
// hold memory long after it, large enough that a page rendered on every request does not trigger a
// scavenge every few requests. Old-generation collections do the rest.
// Why, with the figures: docs/decisions/001-young-generation-size.md.
export const STOREFRONT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
