// What an operator sees after a burst of traffic: once the process is quiet, the heap it holds from the
// system shrinks back by itself within a few of V8's 8 s memory-reducer checks (server/memory-reducer.ts).
// Runs a real Node process (the one running the tests: Node 24, as the storefront) with the nudges on.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./memory-reducer.ts', import.meta.url).href;

/** A burst of short- and longer-lived objects that grows the old generation, then nothing but a 1 s clock. */
const burstThenIdle = (nudge: boolean) => `
const { keepMemoryReducerWorking } = await import(${JSON.stringify(moduleUrl)});
if (${nudge}) keepMemoryReducerWorking();
let kept = [];
for (let round = 0; round < 60; round++) {
  kept.push(Array.from({ length: 20000 }, (_, i) => ({ i, text: 'line ' + i + ' of round ' + round })));
  if (kept.length > 12) kept.shift();
}
kept = null;
const start = Date.now();
const held = () => process.memoryUsage().heapTotal;
const afterBurst = held();
const clock = setInterval(() => {
  const now = held();
  if (now < afterBurst / 2 || Date.now() - start > ${40_000}) {
    clearInterval(clock);
    console.log(JSON.stringify({ afterBurst, now, seconds: (Date.now() - start) / 1000 }));
  }
}, 1000);
`;

function run(nudge: boolean): Promise<{ afterBurst: number; now: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=4', '--input-type=module', '-e', burstThenIdle(nudge)], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe('memory after a burst', () => {
  it('shrinks the V8 heap held once the process is quiet, without any request or forced collection', async () => {
    const result = await run(true);
    // The burst leaves tens of MB held; V8's reducer hands more than half back after two quiet checks (~16 s).
    expect(result.afterBurst).toBeGreaterThan(40 * 2 ** 20);
    expect(result.now).toBeLessThan(result.afterBurst / 2);
    expect(result.seconds).toBeLessThan(35);
  }, 60_000);
});
