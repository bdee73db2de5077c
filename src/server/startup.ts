import { serverEnv, type ServerEnv } from "@/config/env";
import { getDatabase } from "@/server/db/client";

/** Links in mail, canonical URLs, trusted origins and HSTS all depend on the public address. */
export function requireProductionSettings(env: Pick<ServerEnv, "NODE_ENV" | "SITE_URL">): void {
  if (env.NODE_ENV === "production" && !env.SITE_URL) {
    throw new Error("SITE_URL is required in production: set it to the site's public address, such as https://www.example.co.uk");
  }
}

/**
 * Validate the configuration, then open the database and apply migrations (migrations run
 * inside the serving process). A bad setting or a locked data folder stops the server with
 * its message rather than letting it answer requests it cannot serve.
 */
export async function startServer(): Promise<void> {
  try {
    const env = serverEnv();
    requireProductionSettings(env);
    const { driver } = await getDatabase();
    console.log(`[startup] database ready (${driver}), migrations applied`);
    if (!env.INTRODUCTIONS_DESK) {
      console.log(
        "[introductions] INTRODUCTIONS_DESK is not set: a firm with no provider member and no introductions address is not offered to visitors (/sales-portal/introductions)",
      );
    }
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
