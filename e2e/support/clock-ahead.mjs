/**
 * Preloaded into a server process (NODE_OPTIONS="--import …/clock-ahead.mjs") by
 * e2e/outcomes-reviews.spec.ts only: moves that process's clock CLOCK_AHEAD_DAYS ahead, so the
 * server lives on the day its scheduled work falls due (as if the days had passed) and runs its
 * ordinary code with its ordinary settings. Nothing in the application reads or knows of it.
 */
const days = Number(process.env.CLOCK_AHEAD_DAYS ?? 0);
if (Number.isFinite(days) && days !== 0) {
  const offset = days * 24 * 60 * 60 * 1000;
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  // A proxy rather than a subclass: `Date()` called without `new` must keep working too.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}
