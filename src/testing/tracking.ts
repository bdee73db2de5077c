/**
 * One page visit as the tracker sends it: `elapsedTime` seconds on `url` between `start` and `end`
 * (epoch milliseconds), the first 900 pixels seen on a desktop screen, ended by a route change.
 */
export function trackedVisit(url: string, times: { elapsedTime: number; start: number; end: number }) {
  return {
    url,
    elapsedTime: times.elapsedTime,
    startTime: new Date(times.start).toISOString(),
    endTime: new Date(times.end).toISOString(),
    scrollYTop: 0,
    scrollYBottom: 900,
    viewPortHeight: 900,
    viewPortWidth: 1440,
    wmLogs: [] as string[],
    endedBy: "route-change" as "route-change" | "idle",
  };
}
