// Gives memory back after a burst of traffic: keeps V8's memory reducer able to start, and
// collects once itself when the server has gone quiet with garbage the reducer left.
//
// On Node 24 V8's memory reducer counts the embedder's (cppgc) allocation rate, which is exactly 0 in this
// server (Node allocates on cppgc only for `node:vm` scripts), and reads 0 as the highest rate, so it never
// starts. Compiling a one-character script now and then makes that rate a tiny positive number, so the
// young- and old-generation rates decide again, as V8 intends (under load they are high and nothing
// changes). The reducer runs at most two collections per cycle, so garbage from the tail of a burst can
// stay held: once no request has been in flight for `quietMs` after the server has answered some, and V8
// holds noticeably more than after the previous such collection, the server asks for one memory-reducing
// collection itself (through an in-process inspector session: no port is opened), at a moment nobody is
// waiting. Why, with the figures: docs/decisions/002-memory-reducer-nudge.md.
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
