import { describe, expect, it } from "vitest";
import { EnvError, parseServerEnv } from "./env";

describe("server environment", () => {
  it("defaults to the embedded database on port 3000", () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.TRACKING_RETENTION_MONTHS).toBe(13);
  });

  it("names each bad value", () => {
    try {
      parseServerEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "not a url" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL must be a postgres/);
      expect(message).toMatch(/SITE_URL/);
    }
  });

  it("never defaults the secret in production on PostgreSQL", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(/BETTER_AUTH_SECRET is required/);
    expect(() => parseServerEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", BETTER_AUTH_SECRET: "short" })).toThrow(/at least 32/);
    expect(parseServerEnv({ NODE_ENV: "production" }).BETTER_AUTH_SECRET).toBeUndefined();
  });
});

describe("third-party ids", () => {
  it("accepts well-formed ids and stops on a malformed one, naming it", () => {
    expect(parseServerEnv({ NEXT_PUBLIC_GTM_ID: "GTM-AB12CD" }).NEXT_PUBLIC_GTM_ID).toBe("GTM-AB12CD");
    expect(parseServerEnv({ NEXT_PUBLIC_SENTRY_DSN: "" }).NEXT_PUBLIC_SENTRY_DSN).toBeUndefined();
    expect(() => parseServerEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-1'><script>" })).toThrow(/NEXT_PUBLIC_GA_MEASUREMENT_ID/);
  });
});

describe("mail settings", () => {
  it("accepts smtp:// and smtps:// URLs, and no URL at all (mail then waits in the outbox)", () => {
    expect(parseServerEnv({}).SMTP_URL).toBeUndefined();
    expect(parseServerEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseServerEnv({ SMTP_URL: "smtps://user:secret@mail.example:465" }).SMTP_URL).toBe("smtps://user:secret@mail.example:465");
    expect(parseServerEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_FROM).toMatch(/^Wealth Match </);
    expect(() => parseServerEnv({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it("takes an e-mail address for the introductions desk, or none", () => {
    expect(parseServerEnv({}).INTRODUCTIONS_DESK).toBeUndefined();
    expect(parseServerEnv({ INTRODUCTIONS_DESK: "" }).INTRODUCTIONS_DESK).toBeUndefined();
    expect(parseServerEnv({ INTRODUCTIONS_DESK: "introductions@operator.example" }).INTRODUCTIONS_DESK).toBe("introductions@operator.example");
    expect(() => parseServerEnv({ INTRODUCTIONS_DESK: "the desk" })).toThrow(/INTRODUCTIONS_DESK must be an e-mail address/);
  });
});
