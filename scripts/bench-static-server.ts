// The "static file" side of the SSR benchmark: serves one directory with sirv, as the
// storefront serves its assets, in its own process so it does not share a CPU thread with
// the load generator. Prints its URL on stdout.
import { createServer } from 'node:http';
import sirv from 'sirv';

const directory = process.argv[2];
if (!directory) throw new Error('usage: node scripts/bench-static-server.ts <directory>');
const serve = sirv(directory, { etag: false, dev: false });
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end();
  }),
);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
