// Gives memory back after a burst of traffic (issue 24): keeps V8's memory reducer able to start.
//
// V8's memory reducer is what shrinks the heap once a process goes quiet: every 8 s after a full
// collection it checks the allocation rate and, when it is low, runs up to two memory-reducing
// collections (they compact the old generation, shrink the young one and hand pooled pages back).
// Since V8 13.1 (Node 24) the rate it checks includes the embedder's (cppgc) allocation throughput with
// no lower bound. Node allocates on cppgc only for `node:vm` scripts and contexts, so in this server
// that throughput is exactly 0, which V8 reads as the highest possible rate
// (`Heap::ComputeMutatorUtilizationImpl` returns 0 for a speed of 0): every check says "high alloc" and
// the reducer waits for its 100 s watchdog, or forever when any ordinary collection comes first. After
// the benchmark's load the heap stayed at 110–190 MB for the whole minute of rest (40 MB live), the
// resident set +20 % over warm (`node --trace-memory-reducer --trace-mutator-utilization` shows
// "Embedder mutator utilization = 0.000 (mutator_speed=0, gc_speed=1)" on every check).
//
// Compiling a one-character script now and then is a tiny cppgc allocation: the embedder's throughput
// becomes a tiny positive number, which V8 reads as low, so the young- and old-generation rates decide
// again, as V8 intends (under load they are high and nothing changes). The tracker halves every 100 ms
// and reaches exactly 0 again about 107 s after the last allocation, so the nudge comes well within
// that; a check whose 8 s window holds a nudge sees a small rate and waits for the next one.
import { Script } from 'node:vm';

/** Seconds between two nudges: below the ~107 s after which the tracker is 0 again, well above the reducer's 8 s checks. */
export const MEMORY_REDUCER_NUDGE_SECONDS = 30;

/** Starts the nudges (they never keep the process alive); returns a function that stops them. */
export function keepMemoryReducerWorking(intervalMs = MEMORY_REDUCER_NUDGE_SECONDS * 1000): () => void {
  const nudge = () => void new Script('0');
  nudge();
  const timer = setInterval(nudge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
