// A fake error-reporting endpoint on loopback: records every envelope POSTed to /api/<project>/envelope/
// (the browser SDK's fetch, answered with CORS headers, and the Node SDK's, gzip or not).
import { createServer, type Server } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  /** The item's JSON payload (an event, a replay event, a session), or null for binary ones (a recording). */
  payload: Record<string, unknown> | null;
  raw: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The request's path, e.g. /api/1/envelope/. */
  path: string;
}

export interface FakeSentry {
  /** The DSN that reports here. */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** Every item of the type received so far, with its envelope. */
  items(type: string): { item: EnvelopeItem; envelope: Envelope }[];
  stop(): Promise<void>;
}

/** A replay recording's events: a JSON header line, then the events, compressed (deflate) or not. */
export function replayRecording(raw: Buffer): string {
  const body = raw.subarray(raw.indexOf(0x0a) + 1);
  try {
    return inflateSync(body).toString('utf8');
  } catch {
    return body.toString('utf8');
  }
}

/** Splits an envelope: a JSON header line, then per item a JSON header line and its payload (of `length` bytes, or a line). */
export function parseEnvelope(body: Buffer, path: string): Envelope {
  let position = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, position);
    const slice = body.subarray(position, end === -1 ? body.length : end);
    position = end === -1 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    const raw = line().toString('utf8').trim();
    if (!raw) continue;
    const itemHeader = JSON.parse(raw) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(position, position + itemHeader.length);
      position += itemHeader.length + 1;
    } else payload = line();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
    } catch {
      parsed = null;
    }
    items.push({ type: itemHeader.type, payload: parsed, raw: payload });
  }
  return { header, items, path };
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(path)) {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        try {
          envelopes.push(parseEnvelope(body, path));
        } catch (error) {
          console.error('fake sentry: unreadable envelope', error);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    items: (type) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === type).map((item) => ({ item, envelope }))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
