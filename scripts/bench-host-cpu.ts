// How fast this host's CPU is, by Lighthouse's own measure (benchmarkIndex), taken in a page of the browser
// the figures come from just before the measurement it calibrates: on a shared machine the speed moves
// from one minute to the next. `lighthouseCpuSlowdown` (./bench-budgets.ts) turns it into the slowdown
// that makes this host the phone the budgets stand for.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Evaluates in a page to the host's benchmarkIndex: Lighthouse's own benchmark. */
export const BENCHMARK_INDEX_IN_PAGE = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** 'calibrated': from the host's benchmarkIndex before each measurement; a number: that fixed multiplier. */
export type CpuSlowdownSetting = 'calibrated' | number;

export function parseCpuSlowdown(option: string, value: string): CpuSlowdownSetting {
  if (value === 'calibrated') return value;
  const fixed = Number(value);
  if (!(fixed >= 1)) throw new Error(`--${option}: 'calibrated' or a slowdown of 1 or more, not '${value}'`);
  return fixed;
}

/** The measured slowdown and the benchmarkIndex it came from (null when the slowdown was fixed). */
export interface CpuSlowdown {
  rate: number;
  hostBenchmarkIndex: number | null;
}

/** One short benchmark swings with whatever else the machine runs: the host is taken as the median of these. */
const HOST_SAMPLES = 3;

/**
 * The slowdown for one measurement: a fixed one as it is, a calibrated one from the host's benchmarkIndex
 * measured now (`measure` takes one sample); throws when the host is slower than the phone (no slowdown
 * emulates it).
 */
export async function resolveCpuSlowdown(
  setting: CpuSlowdownSetting,
  measure: () => Promise<number>,
  slowdownFor: (benchmarkIndex: number) => number | null,
): Promise<CpuSlowdown> {
  if (setting !== 'calibrated') return { rate: setting, hostBenchmarkIndex: null };
  const samples: number[] = [];
  for (let i = 0; i < HOST_SAMPLES; i++) samples.push(await measure());
  const hostBenchmarkIndex = Math.round(samples.sort((a, b) => a - b)[Math.floor(HOST_SAMPLES / 2)]!);
  const rate = slowdownFor(hostBenchmarkIndex);
  if (rate === null) throw new Error(`this host's benchmarkIndex is ${hostBenchmarkIndex}: slower than the phone the budgets stand for`);
  return { rate: Math.round(rate * 100) / 100, hostBenchmarkIndex };
}
