import { createLogger } from "@better-auth/core/env";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authLogger } from "./logger";

afterEach(() => vi.restoreAllMocks());

describe("Better Auth's log", () => {
  it("keeps a redirect address with a line break on one line", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((text: string) => void lines.push(text));
    vi.spyOn(console, "warn").mockImplementation((text: string) => void lines.push(text));
    vi.spyOn(console, "log").mockImplementation((text: string) => void lines.push(text));
    const logger = createLogger(authLogger);
    // What Better Auth's origin check logs for a redirectTo it refuses.
    const redirectTo = "http://evil.example/\r\n[auth] info: password reset for admin@example.com\u001b[2J\u2028x";
    logger.error(`Invalid redirectURL: ${redirectTo}`);
    logger.info(`If it's a valid URL, please add ${redirectTo} to trustedOrigins in your auth config\n`, "Current list of trustedOrigins: http://localhost:3000");
    expect(lines).toHaveLength(1); // info is below the level
    const [line] = lines as [string];
    expect(line).not.toMatch(/[\r\n\u001b\u2028]/);
    expect(line).toBe("[auth] error: Invalid redirectURL: http://evil.example/\\r\\n[auth] info: password reset for admin@example.com\\u001b[2J\\u2028x");
  });
});
