// A memo for answers that are a pure function of a short string read from a request (a request target, an
// Accept-Encoding value): the few values real clients send are worked out once, and whatever a client
// invents costs at most `max` entries (the memo is emptied when full, then fills again with what is asked).

export class BoundedMemo<V> {
  readonly #values = new Map<string, V>();
  readonly #compute: (key: string) => V;
  readonly max: number;

  constructor(max: number, compute: (key: string) => V) {
    this.max = max;
    this.#compute = compute;
  }

  get(key: string): V {
    let value = this.#values.get(key);
    if (value === undefined && !this.#values.has(key)) {
      value = this.#compute(key);
      if (this.#values.size >= this.max) this.#values.clear();
      this.#values.set(key, value);
    }
    return value as V;
  }

  get size(): number {
    return this.#values.size;
  }
}
