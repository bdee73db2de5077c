import type { BetterAuthOptions } from "better-auth";
import { logLibraryLine } from "@/server/log";

/**
 * Better Auth's logger: warnings and errors only, each one line through the app's escaping
 * (src/server/log.ts). Better Auth logs addresses from the request as they came (an invalid
 * `redirectTo` or callback URL), so a line break in one cannot end the line and forge another.
 */
export const authLogger: NonNullable<BetterAuthOptions["logger"]> = {
  level: "warn",
  log: (level, message, ...args) => logLibraryLine("auth", level, message, ...args),
};
