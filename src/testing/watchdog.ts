import vm from "node:vm";

/**
 * Runs `work` and stops it, failing the test, if it is still running after `limitMs`: a guard against
 * runaway cost (a pattern that backtracks, a loop that rescans), not a measurement. The limit sits far
 * above what linear code needs on the inputs the tests give (milliseconds, even on a busy machine) and
 * far below what the runaway case needs (minutes to hours), so load cannot fail it and a regression
 * cannot pass it. The stop is V8's own (the `vm` module's watchdog), so it works on synchronous code,
 * which no test timer could interrupt.
 */
export function stopsWithin<T>(work: () => T, limitMs = 10_000): T {
  return vm.runInNewContext("work()", { work }, { timeout: limitMs }) as T;
}
