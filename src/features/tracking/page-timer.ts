/**
 * docs/product.md, "Visit tracking": a page timer that counts elapsed seconds, one tick per
 * second, only while the tab is visible. `restart()` begins a new span (a new visit) from now.
 */
export interface PageTimer {
  /** Whole seconds counted in the current span. */
  readonly elapsedSeconds: number;
  /** When the current span began (ms since the epoch). */
  readonly startedAt: number;
  readonly running: boolean;
  setVisible(visible: boolean): void;
  restart(): void;
  dispose(): void;
}

export const TICK_MS = 1000;

export function createPageTimer(options: { visible: boolean }): PageTimer {
  let elapsed = 0;
  let startedAt = Date.now();
  let interval: ReturnType<typeof setInterval> | undefined;

  const run = () => {
    interval ??= setInterval(() => {
      elapsed += 1;
    }, TICK_MS);
  };
  const halt = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };
  if (options.visible) run();

  return {
    get elapsedSeconds() {
      return elapsed;
    },
    get startedAt() {
      return startedAt;
    },
    get running() {
      return interval !== undefined;
    },
    setVisible(visible) {
      if (visible) run();
      else halt();
    },
    restart() {
      elapsed = 0;
      startedAt = Date.now();
      // Realign the ticks with the new span so its first second is a whole second.
      if (interval !== undefined) {
        halt();
        run();
      }
    },
    dispose: halt,
  };
}
