// A local TLS terminator in front of a storefront, like the nginx or CDN of a shop: HTTPS on one port
// (a self-signed certificate for 127.0.0.1 made at start), forwarded over HTTP with
// `X-Forwarded-Proto: https` (overwriting whatever the client sent), and plain HTTP on another port
// answering 301 to the HTTPS address.
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export const TLS_PROXY_HOST = '127.0.0.1';

export interface TlsProxy {
  httpsPort: number;
  httpPort: number;
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The certificate (PEM) a client must trust. */
  cert: string;
  stop(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, TLS_PROXY_HOST, () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const upstream = new URL(target);
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: TLS_PROXY_HOST }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: TLS_PROXY_HOST },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const outgoing = httpRequest({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  };

  const https = createHttpsServer({ key: pems.private, cert: pems.cert }, forward);
  const httpsPort = await listen(https);
  const origin = `https://${TLS_PROXY_HOST}:${httpsPort}`;
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `${origin}${req.url ?? '/'}` });
    res.end();
  });
  const httpPort = await listen(http);
  return { httpsPort, httpPort, origin, cert: pems.cert, stop: async () => void (await Promise.all([close(https), close(http)])) };
}
