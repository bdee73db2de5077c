import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/config/env";
import { requireProductionSettings } from "./startup";

describe("start-up settings", () => {
  it("refuses to start in production without SITE_URL, saying what to set", () => {
    expect(() => requireProductionSettings(parseServerEnv({ NODE_ENV: "production" }))).toThrow(/SITE_URL is required in production/);
  });
  it("starts in production with SITE_URL, and outside production without it", () => {
    expect(() => requireProductionSettings(parseServerEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.co.uk" }))).not.toThrow();
    expect(() => requireProductionSettings(parseServerEnv({ NODE_ENV: "test" }))).not.toThrow();
    expect(() => requireProductionSettings(parseServerEnv({}))).not.toThrow();
  });
});
