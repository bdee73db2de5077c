import { serverEnv } from "@/config/env";
import { getDatabase } from "@/server/db/client";

/**
 * Validate the configuration, then open the database and apply migrations (migrations run
 * inside the serving process). A bad setting or a locked data folder stops the server with
 * its message rather than letting it answer requests it cannot serve.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
    const { driver } = await getDatabase();
    console.log(`[startup] database ready (${driver}), migrations applied`);
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
