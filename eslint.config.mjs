import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Features use each other only through their public entry points (index, server/, components/):
    // a feature's other files are its own internals (STYLE.md habit 1).
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["src/features/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*/*", "!@/features/*/server", "!@/features/*/components", "@/features/*/server/*", "@/features/*/components/*"],
              message: "Import another feature through its entry point (@/features/<name>, /server or /components), not its internals.",
            },
            { group: ["../../*/**"], message: "Reach other features through @/features/<name>, not relative paths." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/app/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/*/server/*/**"], message: "Routes use a feature's server modules, not deeper internals." }] }],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "drizzle/**", ".bench/**"]),
]);
