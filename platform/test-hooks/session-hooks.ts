/**
 * What the test hooks can do to sessions (only reachable when PLATFORM_TEST_HOOKS=1, see
 * test-hook-routes.ts): make the access tokens a session holds now expire, as a clock would, and count
 * the token refreshes, so an end-to-end test can check that one page made exactly one refresh.
 * Kept in memory: a restart forgets it, which is all a test needs.
 */
export class SessionHooks {
  /** Sessions whose current access tokens expire after `grace` more requests; `fresh` are tokens issued since. */
  readonly #expired = new Map<string, { grace: number; fresh: Set<string> }>();
  readonly #refreshes = new Map<string, number>();
  readonly #refused = new Map<string, number>();

  /** The access tokens the session holds now stop working after `grace` more authenticated requests. */
  expire(sid: string, grace: number): void {
    this.#expired.set(sid, { grace, fresh: new Set() });
  }

  /** Whether an otherwise valid access token must be refused as expired (counted per user). */
  refuses(userId: string, sid: string, jti: string): boolean {
    const entry = this.#expired.get(sid);
    if (!entry || entry.fresh.has(jti)) return false;
    if (entry.grace > 0) {
      entry.grace -= 1;
      return false;
    }
    this.#refused.set(userId, (this.#refused.get(userId) ?? 0) + 1);
    return true;
  }

  /** A refresh gave the session a new access token (`jti`), which works. */
  refreshed(userId: string, sid: string, jti: string): void {
    this.#refreshes.set(userId, (this.#refreshes.get(userId) ?? 0) + 1);
    this.#expired.get(sid)?.fresh.add(jti);
  }

  /** How many refreshes the user made, and how many requests were refused for an expired token. */
  counts(userId: string): { refreshes: number; refused: number } {
    return { refreshes: this.#refreshes.get(userId) ?? 0, refused: this.#refused.get(userId) ?? 0 };
  }
}
