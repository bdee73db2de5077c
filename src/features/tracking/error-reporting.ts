/**
 * Error reporting with Sentry (docs/tracking.md), loaded only when NEXT_PUBLIC_SENTRY_DSN is set
 * and the visitor consents to analytics. Returns a function that switches it off again.
 */
import * as Sentry from "@sentry/nextjs";

export function startErrorReporting(dsn: string): () => void {
  const replay = Sentry.replayIntegration({
    flushMinDelay: 5000,
    flushMaxDelay: 5500,
    minReplayDuration: 4999,
    maxReplayDuration: 3_600_000,
    mutationLimit: 10_000,
    mutationBreadcrumbLimit: 750,
    slowClickTimeout: 7000,
  });
  Sentry.init({
    dsn,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [replay],
  });
  return () => {
    void replay.stop();
    void Sentry.close();
  };
}
