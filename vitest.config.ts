import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "@content": path.resolve(import.meta.dirname, "content"),
      // Server modules guard themselves with `import "server-only"`; tests run them directly.
      "server-only": path.resolve(import.meta.dirname, "src/testing/empty-module.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.mjs", "content/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // The site's secret (src/server/auth/secret.ts), which signs links and keys the rate limits'
    // hashes: one for every test, so that no test file generates one in the data folder while
    // another reads it. A test that needs its own sets it before importing the code.
    env: { BETTER_AUTH_SECRET: "test-secret-shared-by-every-unit-test-0123456789" },
    hookTimeout: 60_000,
  },
});
