import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names. */
const SHOWN = 10;

/**
 * Prints the slowest test files at the end of a run, beside the default output: where a faster
 * suite has to start. Each file's time is its own (collection, hooks and tests), not the wall
 * clock it shared with the files running beside it.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((m) => ({ file: relative(process.cwd(), m.moduleId), ms: m.diagnostic().duration }))
      .filter((m) => Number.isFinite(m.ms))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const lines = timed.map((m) => `  ${(m.ms / 1000).toFixed(1).padStart(6)} s  ${m.file}`);
    process.stdout.write(`\nSlowest ${timed.length} test files:\n${lines.join('\n')}\n`);
  }
}
