import type { Instrumentation } from "next";

/**
 * Runs once when a server process starts, before it answers requests (see startup.ts).
 * Node-only work lives in its own module so the edge bundle never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // First: every request from here on carries its socket's address (src/server/connection.ts),
    // which keys the rate limits instead of a header the client could write.
    const { trackConnections } = await import("./server/connection");
    trackConnections();
    const { startServer } = await import("./server/startup");
    await startServer();
    const { startMailSender } = await import("./server/mail/start");
    startMailSender();
    const { startScheduledJobs } = await import("./scheduled-jobs");
    startScheduledJobs();
    // Server-side error reporting, only when a DSN is configured (no visitor storage involved):
    // error reports only, each scrubbed of what could name the visitor before it is sent.
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    if (dsn) {
      const Sentry = await import("@sentry/nextjs");
      const { serverReportingOptions } = await import("./server/error-events");
      Sentry.init(serverReportingOptions(dsn));
    }
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(error, request, context);
};
