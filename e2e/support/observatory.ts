// Mozilla's HTTP Observatory (its open-source scanner, @mdn/mdn-http-observatory) run on a local
// address. Its `scan(hostname)` only takes a host name (default ports, and a public site is
// assumed), so this runs the same steps as that function (src/scanner/index.js): the package's own
// retriever, with the ports and the page's path it accepts as options, then every one of its tests
// and its grader. The certificate of the local TLS proxy is trusted like a public one (added to
// Node's default CA list), so no test sees an "invalid certificate".
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

export interface ObservatoryTest {
  result: string;
  pass: boolean;
  scoreModifier: number;
}

export interface ObservatoryScan {
  grade: string;
  score: number;
  statusCode: number;
  tests: Record<string, ObservatoryTest>;
}

interface Retrieval {
  responses: { auto: { status: number } | null };
}
interface AnalyzerOutput {
  result: string | null;
  pass: boolean;
  constructor: { name: string };
}
interface Observatory {
  retrieve(hostname: string, options: { httpPort?: number; httpsPort?: number; path?: string }): Promise<Retrieval>;
  ALL_TESTS: ((requests: Retrieval) => AnalyzerOutput)[];
  getScoreModifier(expectation: string): number;
  getGradeForScore(score: number): { score: number; grade: string };
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

/**
 * The HSTS preload list is downloaded by the package's postinstall script, which needs the network
 * and is denied in package.json's allowScripts. It only says whether the scanned host is preloaded;
 * a loopback address is on no preload list, so an empty list is the true answer here.
 */
function ensurePreloadList(): void {
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

let loaded: Promise<Observatory> | undefined;
function observatory(): Promise<Observatory> {
  ensurePreloadList();
  const load = async (): Promise<Observatory> => {
    const url = (path: string) => new URL(join(packageDir, path), 'file:').href;
    const [retriever, constants, grader, charts] = await Promise.all([
      import(url('src/retriever/retriever.js')),
      import(url('src/constants.js')),
      import(url('src/grader/grader.js')),
      import(url('src/grader/charts.js')),
    ]);
    return {
      retrieve: retriever.retrieve,
      ALL_TESTS: constants.ALL_TESTS,
      getScoreModifier: grader.getScoreModifier,
      getGradeForScore: grader.getGradeForScore,
      MINIMUM_SCORE_FOR_EXTRA_CREDIT: charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
    };
  };
  loaded ??= load();
  return loaded;
}

/** Trusts a certificate (PEM) for this process's TLS clients, besides the usual public CAs. */
export function trustCertificate(cert: string): void {
  setDefaultCACertificates([...getCACertificates('default'), cert]);
}

/** Scans one page the way `mdn-http-observatory-scan` does, on the given ports. */
export async function observatoryScan(hostname: string, ports: { httpPort: number; httpsPort: number }, path: string): Promise<ObservatoryScan> {
  const o = await observatory();
  const requests = await o.retrieve(hostname, { ...ports, path });
  const auto = requests.responses.auto;
  if (!auto) throw new Error(`The Observatory could not reach ${hostname}:${ports.httpsPort}${path}`);
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Record<string, ObservatoryTest> = {};
  for (const test of o.ALL_TESTS) {
    const output = test(requests);
    if (!output.result) continue;
    const scoreModifier = o.getScoreModifier(output.result);
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[(output.constructor as { name: string }).name] = { result: output.result, pass: output.pass, scoreModifier };
  }
  const { score, grade } = o.getGradeForScore(uncurved >= o.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade, score, statusCode: auto.status, tests };
}
