// Gives memory back after a burst of traffic (issue 24): keeps V8's memory reducer able to start, and
// collects once itself when the server has gone quiet with garbage the reducer left.
//
// V8's memory reducer is what shrinks the heap once a process goes quiet: every 8 s after a full
// collection it checks the allocation rate and, when it is low, runs up to two memory-reducing
// collections (they compact the old generation, shrink the young one and hand pooled pages back).
// Since V8 13.1 (Node 24) the rate it checks includes the embedder's (cppgc) allocation throughput with
// no lower bound. Node allocates on cppgc only for `node:vm` scripts and contexts, so in this server
// that throughput is exactly 0, which V8 reads as the highest possible rate
// (`Heap::ComputeMutatorUtilizationImpl` returns 0 for a speed of 0): every check says "high alloc" and
// the reducer waits for its 100 s watchdog, or forever when any ordinary collection comes first. After
// the benchmark's cart run the heap stayed at 110–190 MB held for the whole rest (35–40 MB live) and the
// resident set 60–70 % over warm (`node --trace-memory-reducer --trace-mutator-utilization` shows
// "Embedder mutator utilization = 0.000 (mutator_speed=0, gc_speed=1)" on every check).
//
// Compiling a one-character script now and then is a tiny cppgc allocation: the embedder's throughput
// becomes a tiny positive number, which V8 reads as low, so the young- and old-generation rates decide
// again, as V8 intends (under load they are high and nothing changes). The tracker halves every 100 ms
// and reaches exactly 0 again about 107 s after the last allocation, so the nudge comes well within
// that; a check whose 8 s window holds a nudge sees a small rate and waits for the next one.
//
// The reducer runs at most two collections per cycle and starts a new cycle only after the heap has
// grown by a tenth: when the tail of a burst (requests still waiting for the platform after the last
// one arrived) allocates after those two, that garbage stays held. So once no request has been in
// flight for `quietMs` after the server has answered some, and V8 holds noticeably more than after the
// previous such collection, the server asks for one memory-reducing collection itself (the one
// `HeapProfiler.collectGarbage` makes, through an in-process inspector session: no port is opened).
// It pauses the process for 50–250 ms (measured on a busy 2-core machine) at a moment nobody is waiting.
import type { Server, ServerResponse } from 'node:http';
import { Session } from 'node:inspector';
import { getHeapStatistics } from 'node:v8';
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

export interface QuietCollectionOptions {
  /** How long no request may have been in flight before the server counts as quiet. */
  quietMs?: number;
  /** How often the server looks. */
  checkMs?: number;
  /** Collect only when V8 holds at least this much more than after the previous quiet collection. */
  growthBytes?: number;
}

/** One memory-reducing full collection (V8's LowMemoryNotification), through an in-process inspector session. */
function collectGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  return new Promise((resolve) =>
    session.post('HeapProfiler.collectGarbage', () => {
      // Not from inside the session's own callback: that never returns.
      setImmediate(() => {
        session.disconnect();
        resolve();
      });
    }),
  );
}

/** Watches the server's requests; returns a function that stops watching. */
export function collectWhenQuiet(server: Server, { quietMs = 10_000, checkMs = 2_000, growthBytes = 8 * 2 ** 20 }: QuietCollectionOptions = {}): () => void {
  let inFlight = 0;
  let answeredSinceCollection = 0;
  let lastActivity = Date.now();
  let heldAfterCollection = getHeapStatistics().total_heap_size;
  let collecting = false;
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const onRequest = (_req: unknown, res: ServerResponse) => {
    inFlight += 1;
    answeredSinceCollection += 1;
    res.once('close', ended);
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (collecting || inFlight > 0 || answeredSinceCollection === 0 || Date.now() - lastActivity < quietMs) return;
    answeredSinceCollection = 0;
    if (getHeapStatistics().total_heap_size < heldAfterCollection + growthBytes) return;
    collecting = true;
    void collectGarbage().finally(() => {
      collecting = false;
      heldAfterCollection = getHeapStatistics().total_heap_size;
    });
  }, checkMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
