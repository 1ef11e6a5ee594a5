// The "bare server" side of the throughput phase: Node's own HTTP server answering every request with
// the same bytes from memory (no routing, no file system, no compression), in its own process so it does
// not share a CPU thread with the load generator. What Node itself costs per request on this machine:
// the ceiling a rendered page is measured against. With a headers file (a JSON object), it answers those
// headers too, so that it sends the same bytes as the server it is compared with, head included. Prints
// its URL on stdout.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersFile] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench-bare-server.ts <html file> [<headers json file>]');
const body = readFileSync(file);
const extra = headersFile ? (JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>) : {};
const headers = { 'content-type': 'text/html; charset=utf-8', ...extra, 'content-length': String(body.byteLength) };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
