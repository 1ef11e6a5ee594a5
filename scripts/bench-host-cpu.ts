// How fast this host's CPU is, by Lighthouse's own measure (benchmarkIndex), taken in a page of the browser
// the figures come from just before the measurement it calibrates: on a shared machine the speed moves
// from one minute to the next. `lighthouseCpuSlowdown` (./bench-budgets.ts) turns it into the slowdown
// that makes this host the phone the budgets stand for.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './bench-budgets.ts';

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

/** One short benchmark swings with whatever else the machine runs: each measurement takes these samples. */
const HOST_SAMPLES = 3;
/**
 * The samples a slowdown comes from: the latest of the phase, this measurement's and those of the
 * measurements before it. A quiet or a busy moment of the machine then moves one measurement's phone only
 * as far as it moves the median of the last five measurements' samples.
 */
const HOST_WINDOW = 15;

/** The host's samples of one phase of a run (a Lighthouse session, the interactions, the navigation runs). */
export type HostSamples = number[];

/**
 * The slowdown for one measurement: a fixed one as it is, a calibrated one from the host's benchmarkIndex
 * measured now (`measure` takes one sample) together with the phase's earlier samples (`phase`, to which
 * this measurement's are added); throws when the host is slower than the phone (no slowdown emulates it).
 */
export async function resolveCpuSlowdown(
  setting: CpuSlowdownSetting,
  measure: () => Promise<number>,
  slowdownFor: (benchmarkIndex: number) => number | null,
  phase: HostSamples = [],
): Promise<CpuSlowdown> {
  if (setting !== 'calibrated') return { rate: setting, hostBenchmarkIndex: null };
  // A phase's first measurement fills the window, so that its phone too comes from as many samples as every later one's.
  const samples = phase.length === 0 ? HOST_WINDOW : HOST_SAMPLES;
  for (let i = 0; i < samples; i++) phase.push(await measure());
  const hostBenchmarkIndex = Math.round(median(phase.slice(-HOST_WINDOW)));
  const rate = slowdownFor(hostBenchmarkIndex);
  if (rate === null) throw new Error(`this host's benchmarkIndex is ${hostBenchmarkIndex}: slower than the phone the budgets stand for`);
  return { rate: Math.round(rate * 100) / 100, hostBenchmarkIndex };
}
