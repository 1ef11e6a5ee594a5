// Node/V8 options the storefront runs with (`npm start`, the benchmark's load phase; README "Deploying").
//
// Under 200 connections V8 grows the young generation to its 16 MB-per-semi-space default and keeps it:
// the heap held went from ~60 to 160–180 MB with 30–50 MB in use, and the resident set to 300–570 MB,
// staying ~100 MB above its warm level until a full collection. With 4 MB semi-spaces the same load
// peaked ~50–90 MB lower, came back closer to warm, and cost no more CPU per request (issue 14; figures
// in the benchmark's report). Old-generation collections do the rest, and once the process is quiet V8's
// memory reducer shrinks both generations back (server/memory-reducer.ts keeps it working on Node 24).
export const STOREFRONT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
