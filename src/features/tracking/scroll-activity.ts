/**
 * docs/product.md, "Visit tracking": scrolling counts as stopped 3 s after the last scroll event,
 * and the visitor is inactive (idle) after 5 s without scrolling, once they have scrolled at
 * least once. Each pause in scrolling reports one stop and, if it lasts, one idle.
 */
export const SCROLL_STOP_MS = 3000;
export const IDLE_MS = 5000;

export interface ScrollActivity {
  readonly scrolling: boolean;
  readonly idle: boolean;
  readonly hasScrolled: boolean;
  scrolled(): void;
  dispose(): void;
}

export function createScrollActivity(handlers: { onScrollStop: () => void; onIdle: () => void }): ScrollActivity {
  let scrolling = false;
  let idle = false;
  let hasScrolled = false;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    clearTimeout(stopTimer);
    clearTimeout(idleTimer);
  };

  return {
    get scrolling() {
      return scrolling;
    },
    get idle() {
      return idle;
    },
    get hasScrolled() {
      return hasScrolled;
    },
    scrolled() {
      clear();
      scrolling = true;
      idle = false;
      hasScrolled = true;
      stopTimer = setTimeout(() => {
        scrolling = false;
        handlers.onScrollStop();
      }, SCROLL_STOP_MS);
      idleTimer = setTimeout(() => {
        idle = true;
        handlers.onIdle();
      }, IDLE_MS);
    },
    dispose: clear,
  };
}
