// The storefront's own guard of "one order per checkout attempt", beside the platform's idempotency key:
// a second placement of an attempt that already placed an order answers that order again, and one still
// in flight is joined rather than repeated. A real platform that ignores the key is still protected for
// as long as this process remembers the attempt (the embedded platform remembers it for good).
export const ATTEMPT_MEMORY = 1000;

export class AttemptRegistry<T> {
  private readonly done = new Map<string, T>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(private readonly limit = ATTEMPT_MEMORY) {}

  /** Runs `work` once per key; `keep` decides whether a result is final (an order exists) and remembered. */
  async once(key: string, work: () => Promise<T>, keep: (result: T) => boolean): Promise<T> {
    const finished = this.done.get(key);
    if (finished !== undefined) return finished;
    const inFlight = this.running.get(key);
    if (inFlight) return inFlight;
    const promise = work();
    this.running.set(key, promise);
    try {
      const result = await promise;
      if (keep(result)) {
        this.done.set(key, result);
        if (this.done.size > this.limit) this.done.delete(this.done.keys().next().value as string);
      }
      return result;
    } finally {
      this.running.delete(key);
    }
  }
}
