import { describe, expect, it } from 'vitest';
import { summarise, type LiveChange } from './bench-live.ts';

const change = (p1: number | null, p2: number | null, nginx: number | null): LiveChange => ({
  change: 'content page text',
  path: '/strona',
  ms: { 'process 1': p1, 'process 2': p2, nginx },
  everywhereMs: p1 === null || p2 === null || nginx === null ? null : Math.max(p1, p2, nginx),
  requests: { 'process 1': 1, 'process 2': 1, nginx: 1 },
});

describe('changes live: the summary', () => {
  it('gives median, p90 and max per address and everywhere, leaving out and counting a change never shown', () => {
    const changes = [change(50, 60, 400), change(40, 90, 1800), change(70, 30, 900), change(60, null, 1200)];
    const byAddress = Object.fromEntries(summarise(changes).map((row) => [row.address, row]));
    expect(byAddress['process 1']).toEqual({ address: 'process 1', medianMs: 50, p90Ms: 70, maxMs: 70, missed: 0 });
    expect(byAddress['process 2']).toEqual({ address: 'process 2', medianMs: 60, p90Ms: 90, maxMs: 90, missed: 1 });
    expect(byAddress.nginx).toEqual({ address: 'nginx', medianMs: 900, p90Ms: 1800, maxMs: 1800, missed: 0 });
    expect(byAddress.everywhere).toEqual({ address: 'everywhere', medianMs: 900, p90Ms: 1800, maxMs: 1800, missed: 1 });
  });

  it('reports no figure for an address where no change showed', () => {
    const [first] = summarise([change(null, 10, 10)]);
    expect(first).toMatchObject({ address: 'process 1', missed: 1 });
    expect(first!.medianMs).toBeNaN();
  });
});
