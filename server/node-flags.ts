// Node/V8 options the storefront runs with (`npm start`, the benchmark's load phase; README "Deploying").
//
// Under 200 connections V8 grows the young generation to its 16 MB-per-semi-space default and keeps it:
// the heap held went from ~60 to 160–180 MB with 30–50 MB in use, and the resident set to 300–570 MB,
// staying ~100 MB above its warm level until a full collection. With 4 MB semi-spaces the same load
// peaked ~50–90 MB lower and came back closer to warm (issue 14; figures in the benchmark's report). But a
// page rendered on every request allocates about half a megabyte, so with 4 MB a scavenge ran every few
// requests while ten were in flight, copying their live data each time: 8 MB semi-spaces cost about 10 %
// less CPU per rendered page than 4 MB (issue 24), for at most 12 MB more young generation. Old-generation
// collections do the rest.
export const STOREFRONT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
