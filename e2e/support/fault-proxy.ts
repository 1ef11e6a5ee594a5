// A fault-injecting HTTP proxy between the storefront and the embedded platform, for e2e/faults.spec.ts.
// It passes everything through until the test sets a fault: the platform stopped (the port closed:
// connection refused), connections reset, answers slower than the storefront's timeout, 5xx, 429 with
// Retry-After, another status with a body of the test's choosing (the platform's refusal, a firewall's
// page), malformed JSON, or the real answer lost after the platform acted on the request. It
// records every request it sees (and its body) and which of them the storefront gave up on (aborted)
// before an answer.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { freePort } from './stack';

export type Fault =
  | { kind: 'pass' }
  /** Accepts the connection and destroys it at once (ECONNRESET). */
  | { kind: 'reset' }
  /** Holds the request this long, then passes it through. */
  | { kind: 'slow'; delayMs: number }
  /** This status with the platform's error object ({error: {code, key, message}}), or with `body` as given (an object as JSON, a string as HTML). */
  | { kind: 'status'; status: number; retryAfter?: string; body?: unknown }
  /** 200 with a JSON content type and a truncated body. */
  | { kind: 'malformed' }
  /** Passes the request through (the platform acts on it), then answers 502 instead of the platform's answer. */
  | { kind: 'lose-answer' };

export interface SeenRequest {
  method: string;
  path: string;
  /** The fault applied to it ('pass' when none). */
  fault: Fault['kind'];
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The storefront closed the connection before the proxy answered. */
  aborted: boolean;
  done: boolean;
  /** The request's Accept-Language and X-Sales-Channel headers, as the storefront sent them. */
  language: string | undefined;
  channel: string | undefined;
  /** The request's body (its beginning, as much as the proxy keeps), once it has arrived. */
  body: string;
}

/** Which requests a fault applies to: every one by default. */
export type Match = (method: string, path: string) => boolean;

export interface FaultProxy {
  url: string;
  /** Sets the fault for the requests `match` selects (all by default); the others pass through. */
  set(fault: Fault, match?: Match): void;
  /** Back to passing everything through. */
  pass(): void;
  /** Closes the port: connections are refused, and open ones are destroyed. */
  stopPlatform(): Promise<void>;
  /** Listens again on the same port (nothing when it already does). */
  startPlatform(): Promise<void>;
  /** Every request seen since the last `clearLog`. */
  readonly log: readonly SeenRequest[];
  clearLog(): void;
  /** Requests the proxy holds open right now (neither answered nor aborted); with `only`, those it matches. */
  open(only?: Match): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startFaultProxy(platformURL: string): Promise<FaultProxy> {
  const target = new URL(platformURL);
  const port = await freePort();
  let fault: Fault = { kind: 'pass' };
  let match: Match = () => true;
  const log: SeenRequest[] = [];
  const sockets = new Set<Socket>();

  function passThrough(incoming: IncomingMessage, outgoing: ServerResponse, seen: SeenRequest, loseAnswer: boolean): void {
    const upstream = forward(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () => reply(outgoing, seen, 502, { error: { code: 502, key: 'BAD_GATEWAY', message: 'Bad Gateway' } }));
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => (seen.done = true));
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) reply(outgoing, seen, 502, { error: { code: 502, key: 'BAD_GATEWAY', message: 'Bad Gateway' } });
      else outgoing.destroy();
    });
    outgoing.on('close', () => {
      if (!seen.done) upstream.destroy();
    });
    recordBody(incoming, seen);
    incoming.pipe(upstream);
  }

  /** Called where the body starts to flow (piped on or drained), so that listening changes nothing. */
  function recordBody(incoming: IncomingMessage, seen: SeenRequest): void {
    incoming.on('data', (chunk: Buffer) => {
      if (seen.body.length < 16_384) seen.body += chunk.toString('utf8');
    });
  }

  function reply(outgoing: ServerResponse, seen: SeenRequest, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (outgoing.destroyed) return;
    outgoing.writeHead(status, { 'content-type': 'application/json', ...headers });
    outgoing.end(JSON.stringify(body));
    seen.done = true;
  }

  const server = createServer(async (incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const applied: Fault = match(method, path) ? fault : { kind: 'pass' };
    const header = (name: string) => [incoming.headers[name]].flat()[0];
    const seen: SeenRequest = {
      method,
      path,
      fault: applied.kind,
      at: Date.now(),
      aborted: false,
      done: false,
      language: header('accept-language'),
      channel: header('x-sales-channel'),
      body: '',
    };
    log.push(seen);
    outgoing.on('close', () => {
      if (!seen.done) seen.aborted = true;
    });
    switch (applied.kind) {
      case 'pass':
        return passThrough(incoming, outgoing, seen, false);
      case 'lose-answer':
        return passThrough(incoming, outgoing, seen, true);
      case 'reset':
        incoming.socket.destroy();
        return;
      case 'slow':
        await sleep(applied.delayMs);
        if (seen.aborted || outgoing.destroyed) return;
        return passThrough(incoming, outgoing, seen, false);
      case 'status': {
        recordBody(incoming, seen);
        incoming.resume();
        const headers: Record<string, string> = applied.retryAfter === undefined ? {} : { 'retry-after': applied.retryAfter };
        if (typeof applied.body === 'string') {
          outgoing.writeHead(applied.status, { 'content-type': 'text/html', ...headers });
          outgoing.end(applied.body);
          seen.done = true;
          return;
        }
        const body = applied.body ?? {
          error: { code: applied.status, key: applied.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_SERVER_ERROR', message: `Injected ${applied.status}` },
        };
        return reply(outgoing, seen, applied.status, body, headers);
      }
      case 'malformed':
        recordBody(incoming, seen);
        incoming.resume();
        outgoing.writeHead(200, { 'content-type': 'application/json' });
        outgoing.end('{"data": {"id": "trun');
        seen.done = true;
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server.listening) return resolve();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();

  return {
    url: `http://127.0.0.1:${port}`,
    set(next, only) {
      fault = next;
      match = only ?? (() => true);
    },
    pass() {
      fault = { kind: 'pass' };
      match = () => true;
    },
    stopPlatform: stop,
    startPlatform: listen,
    log,
    clearLog() {
      log.length = 0;
    },
    open: (only) => log.filter((seen) => !seen.done && !seen.aborted && (!only || only(seen.method, seen.path))).length,
    close: stop,
  };
}
