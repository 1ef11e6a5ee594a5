import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Db } from '../db/database.ts';
import { addLogEntry, subscribers, type StoredWebhook } from './webhook-store.ts';
import { guardedLookup, hostOf, isPrivateAddress, type WebhookUrlPolicy } from './url-safety.ts';
import { isIP } from 'node:net';

/** Heseya's webhook server: 3 tries, 10 s each, exponential backoff (10 s, then 100 s). */
export const WEBHOOK_TRIES = 3;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Spatie's ExponentialBackoffStrategy: 10^attempt seconds after the attempt, 100000 s from the fifth on. */
export const exponentialBackoffMs = (attempt: number): number => (attempt > 4 ? 100_000 : 10 ** attempt) * 1000;

/** One change the platform tells webhooks about. `hidden`: the item is not public (only `with_hidden` webhooks hear of it). */
export type WebhookEvent = { event: string; dataType: string; hidden: boolean; data: unknown };
/** Who caused it: Heseya's issuer (a signed-in user), or nobody (`unauthenticated`). */
export type Issuer = { id: string; email: string; name: string; avatar: string | null } | null;

/**
 * The JSON Heseya signs: PHP's json_encode with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES. That is
 * JSON.stringify's text, except that PHP still escapes U+2028 and U+2029 (it needs a further flag not to).
 */
export function signedJson(payload: unknown): string {
  return JSON.stringify(payload).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
}

/**
 * The body Heseya sends: PHP's json_encode with no flags, so `/` is `\/` and every character beyond ASCII a
 * `\uXXXX` escape (a UTF-16 pair beyond the BMP). The receiver verifies the signature over the parsed
 * payload encoded as above, never over these bytes.
 */
export function wireJson(payload: unknown): string {
  return JSON.stringify(payload)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Heseya's `Signature` header: HMAC-SHA256, hex, of signedJson(payload) with the webhook's secret. */
export function webhookSignature(payload: unknown, secret: string): string {
  return createHmac('sha256', secret).update(signedJson(payload)).digest('hex');
}

/** Heseya's `triggered_at` (Carbon's format('c')): seconds and the offset, `2026-11-28T09:00:00+00:00`. */
export function triggeredAt(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export type DispatcherOptions = {
  db: Db;
  apiUrl: () => string;
  policy: WebhookUrlPolicy;
  now: () => number;
  /** Milliseconds to wait after a failed attempt (1-based); Heseya's exponential backoff unless a test shortens it. */
  backoffMs?: (attempt: number) => number;
  timeoutMs?: number;
};

type Attempt = { status: number | null };

/**
 * Sends the platform's events to the webhooks subscribed to them, as Heseya's listener and webhook server
 * do: one POST per webhook with the payload, signed when the webhook has a secret, in the background
 * (never holding up the request that caused the event), tried up to three times with backoff; a delivery
 * that fails every try goes to the webhook log.
 */
export class WebhookDispatcher {
  readonly #options: DispatcherOptions;
  readonly #running = new Set<Promise<void>>();
  /** Waits between tries: their timers and how to end each early. */
  readonly #waits = new Map<NodeJS.Timeout, () => void>();
  #closed = false;

  constructor(options: DispatcherOptions) {
    this.#options = options;
  }

  /** Queues the deliveries of `event` to every subscribed webhook; returns at once. */
  dispatch(event: WebhookEvent, issuer: Issuer): void {
    if (this.#closed) return;
    const hooks = subscribers(this.#options.db, event.event, event.hidden);
    if (hooks.length === 0) return;
    const base = {
      event: event.event,
      triggered_at: triggeredAt(this.#options.now()),
      issuer_type: issuer ? 'user' : 'unauthenticated',
      api_url: this.#options.apiUrl(),
      data_type: event.dataType,
      data: event.data,
    };
    for (const hook of hooks) {
      const payload = hook.with_issuer ? { ...base, issuer } : base;
      this.#track(this.#deliver(hook, payload));
    }
  }

  /** Settles once every delivery queued so far has succeeded or failed for good (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size) await Promise.allSettled([...this.#running]);
  }

  /** Stops: nothing more is sent, waiting retries are dropped. */
  close(): void {
    this.#closed = true;
    for (const [timer, end] of this.#waits) {
      clearTimeout(timer);
      end();
    }
    this.#waits.clear();
  }

  #track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => console.error('[platform] webhook delivery crashed', error)).finally(() => this.#running.delete(tracked));
    this.#running.add(tracked);
  }

  async #deliver(hook: StoredWebhook, payload: Record<string, unknown>): Promise<void> {
    const backoff = this.#options.backoffMs ?? exponentialBackoffMs;
    let last: Attempt = { status: null };
    for (let attempt = 1; attempt <= WEBHOOK_TRIES; attempt++) {
      if (this.#closed) return;
      last = await this.#post(hook, payload);
      if (last.status !== null && last.status >= 200 && last.status < 300) return;
      if (attempt < WEBHOOK_TRIES && !(await this.#wait(backoff(attempt)))) return;
    }
    if (this.#closed) return;
    addLogEntry(this.#options.db, {
      id: randomUUID(),
      web_hook_id: hook.id,
      event: String(payload.event),
      triggered_at: String(payload.triggered_at),
      url: hook.url,
      status_code: last.status,
      payload,
      // Heseya records no response body either.
      response: null,
    });
  }

  /** Waits `ms`; false when the dispatcher closed meanwhile. */
  #wait(ms: number): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waits.delete(timer);
        resolve(!this.#closed);
      }, ms);
      timer.unref();
      this.#waits.set(timer, () => resolve(false));
    });
  }

  /** One POST; the status it got, or null when it got none (refused, unreachable, timed out). Redirects are not followed. */
  #post(hook: StoredWebhook, payload: unknown): Promise<Attempt> {
    const { policy } = this.#options;
    const url = new URL(hook.url);
    const host = hostOf(url);
    // An address written in the URL is never looked up, so it is checked here (a host name in guardedLookup).
    if (!policy.demo && !policy.allowedHosts.includes(host) && isIP(host) && isPrivateAddress(host)) return Promise.resolve({ status: null });
    const body = Buffer.from(wireJson(payload));
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json', 'Content-Length': body.length };
    if (hook.secret !== null) headers.Signature = webhookSignature(payload, hook.secret);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const req = send(url, { method: 'POST', headers, lookup: guardedLookup(policy, host), timeout: this.#options.timeoutMs ?? WEBHOOK_TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null }));
        res.on('error', () => resolve({ status: res.statusCode ?? null }));
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => resolve({ status: null }));
      req.end(body);
    });
  }
}
