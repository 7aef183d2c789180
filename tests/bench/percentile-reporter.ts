import type { Reporter } from 'vitest/reporters';

/** What this reporter reads of a task; vitest's own types for it are internal. */
interface BenchTask {
  name: string;
  type?: string;
  tasks?: BenchTask[];
  meta?: { benchmark?: boolean };
  result?: { benchmark?: { median: number; samples: number[]; sampleCount: number } };
}

function isTask(value: unknown): value is BenchTask {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function* benchmarks(tasks: BenchTask[], path: string[] = []): Generator<{ name: string; task: BenchTask }> {
  for (const task of tasks) {
    if (task.meta?.benchmark && task.result?.benchmark)
      yield { name: [...path, task.name].join(' › '), task };
    if (task.tasks) yield* benchmarks(task.tasks, task.type === 'suite' ? [...path, task.name] : path);
  }
}

/**
 * Prints median and p95 of every benchmark (vitest prints p75 and p99, not p95). Needs
 * `benchmark.includeSamples` in the vitest config.
 */
export default class PercentileReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<object>): void {
    // A module's runner task is not in vitest's public types, but it is where the samples are.
    const files = testModules.map((module) => ('task' in module ? module.task : null)).filter(isTask);
    for (const { name, task } of benchmarks(files)) {
      const result = task.result?.benchmark;
      if (!result) continue;
      const sorted = [...result.samples].sort((a, b) => a - b);
      const p95 = sorted.length > 0 ? `${percentile(sorted, 95).toFixed(2)} ms` : 'n/a (no samples)';
      console.log(
        `BENCH ${name}: median ${result.median.toFixed(2)} ms, p95 ${p95}, ${result.sampleCount} samples`,
      );
    }
  }
}
