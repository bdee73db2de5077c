/**
 * Runs once when a server process starts, before it answers requests (see startup.ts).
 * Node-only work lives in its own module so the edge bundle never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startServer } = await import("./server/startup");
    await startServer();
  }
}
