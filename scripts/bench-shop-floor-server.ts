// The shop floor of the page cache's budget: the storefront's own handler (server/storefront-handler.ts),
// started as the storefront is (its environment and V8 options, through the e2e stack's storefrontScript),
// answering one more path (SHOP_FLOOR_PATH) with the product page's bytes (and a hit's head) from memory,
// looking nothing up. Loaded with the same pages as the storefront before it is measured, it holds the same
// shop: what an answer costs at the least in a process that serves the shop, the floor a page-cache hit is
// held to (docs/benchmark.md#budgets). SHOP_FLOOR_BODY names the body's file, SHOP_FLOOR_HEAD (optional) the
// head's, a JSON object of headers.
import { createServer } from 'node:http';
import { parseEnv } from '../src/lib/env.ts';
import { createStorefrontHandler } from '../server/storefront-handler.ts';
import { bareAnswer, SHOP_FLOOR_PATH } from './bench-bare-answer.ts';

process.env.NODE_ENV ??= 'production';
const { SHOP_FLOOR_BODY, SHOP_FLOOR_HEAD } = process.env;
if (!SHOP_FLOOR_BODY) throw new Error('SHOP_FLOOR_BODY names the file of the page to answer');
const config = parseEnv(process.env);
const answer = bareAnswer(SHOP_FLOOR_BODY, SHOP_FLOOR_HEAD);
const shop = await createStorefrontHandler(config);
const server = createServer((req, res) => {
  if (req.url === SHOP_FLOOR_PATH) answer(res);
  else shop(req, res);
});
server.listen(config.PORT, config.HOST, () => console.log(`Shop floor listening on http://${config.HOST}:${config.PORT}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
