import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceClass } from "./device-class";
import { createPageTimer } from "./page-timer";
import { createScrollActivity, IDLE_MS, SCROLL_STOP_MS } from "./scroll-activity";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("page timer", () => {
  it("ticks once a second while the tab is visible", () => {
    const timer = createPageTimer({ visible: true });
    vi.advanceTimersByTime(999);
    expect(timer.elapsedSeconds).toBe(0);
    vi.advanceTimersByTime(1);
    expect(timer.elapsedSeconds).toBe(1);
    vi.advanceTimersByTime(4000);
    expect(timer.elapsedSeconds).toBe(5);
    timer.dispose();
  });

  it("does not count while the tab is hidden, and carries on when it is visible again", () => {
    const timer = createPageTimer({ visible: true });
    vi.advanceTimersByTime(3000);
    timer.setVisible(false);
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(timer.elapsedSeconds).toBe(3);
    timer.setVisible(true);
    vi.advanceTimersByTime(2000);
    expect(timer.elapsedSeconds).toBe(5);
    timer.dispose();
  });

  it("does not start counting in a hidden tab", () => {
    const timer = createPageTimer({ visible: false });
    vi.advanceTimersByTime(5000);
    expect(timer.elapsedSeconds).toBe(0);
    timer.setVisible(true);
    vi.advanceTimersByTime(1000);
    expect(timer.elapsedSeconds).toBe(1);
    timer.dispose();
  });

  it("restarts from zero with a new start time", () => {
    const timer = createPageTimer({ visible: true });
    const firstStart = timer.startedAt;
    vi.advanceTimersByTime(7500);
    timer.restart();
    expect(timer.elapsedSeconds).toBe(0);
    expect(timer.startedAt - firstStart).toBe(7500);
    // The new span's first tick comes a whole second after the restart.
    vi.advanceTimersByTime(999);
    expect(timer.elapsedSeconds).toBe(0);
    vi.advanceTimersByTime(1);
    expect(timer.elapsedSeconds).toBe(1);
    timer.dispose();
  });

  it("stops ticking when disposed", () => {
    const timer = createPageTimer({ visible: true });
    timer.dispose();
    vi.advanceTimersByTime(5000);
    expect(timer.elapsedSeconds).toBe(0);
  });
});

describe("scroll stops and idle", () => {
  const setup = () => {
    const onScrollStop = vi.fn();
    const onIdle = vi.fn();
    return { activity: createScrollActivity({ onScrollStop, onIdle }), onScrollStop, onIdle };
  };

  it("marks scrolling as stopped 3 s after the last scroll", () => {
    const { activity, onScrollStop } = setup();
    activity.scrolled();
    vi.advanceTimersByTime(2000);
    activity.scrolled(); // still scrolling: the 3 s start again
    vi.advanceTimersByTime(SCROLL_STOP_MS - 1);
    expect(onScrollStop).not.toHaveBeenCalled();
    expect(activity.scrolling).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onScrollStop).toHaveBeenCalledTimes(1);
    expect(activity.scrolling).toBe(false);
    activity.dispose();
  });

  it("never goes idle before the visitor has scrolled", () => {
    const { activity, onIdle, onScrollStop } = setup();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onScrollStop).not.toHaveBeenCalled();
    expect(activity.idle).toBe(false);
    expect(activity.hasScrolled).toBe(false);
  });

  it("goes idle 5 s after the last scroll, once per pause", () => {
    const { activity, onIdle } = setup();
    activity.scrolled();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(activity.idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(activity.idle).toBe(true);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    activity.scrolled();
    expect(activity.idle).toBe(false);
    vi.advanceTimersByTime(IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(2);
    activity.dispose();
  });

  it("reports nothing after it is disposed", () => {
    const { activity, onIdle, onScrollStop } = setup();
    activity.scrolled();
    activity.dispose();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onScrollStop).not.toHaveBeenCalled();
  });
});

describe("device class", () => {
  it.each([
    [320, "Mobile"],
    [767, "Mobile"],
    [768, "Tablet"],
    [1024, "Tablet"],
    [1025, "Desktop"],
    [1440, "Desktop"],
  ] as const)("%i px is %s", (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });
});
