// The "bare server" side of the throughput phase: Node's own HTTP server answering every request with
// the same bytes from memory (no routing, no file system, no compression), in its own process so it does
// not share a CPU thread with the load generator. What Node itself costs per request on this machine:
// the ceiling a rendered page is measured against. With a headers file (a JSON object), it answers those
// headers too, so that it sends the same bytes as the server it is compared with, head included. Prints
// its URL on stdout.
import { createServer } from 'node:http';
import { bareAnswer } from './bench-bare-answer.ts';

const [file, headersFile] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench-bare-server.ts <html file> [<headers json file>]');
const answer = bareAnswer(file, headersFile);
const server = createServer((_req, res) => answer(res));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
