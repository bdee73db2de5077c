import { readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const root = import.meta.dirname;

/**
 * Which feature may import which (docs/architecture.md, "Layers"). A feature not named on the
 * left imports no other feature; one not named on the right is imported by none. Every edge says
 * why. What two features merely share belongs below them, in src/lib, src/config or src/server,
 * not in a new edge. The list must stay acyclic: the check under it refuses a cycle.
 */
const FEATURE_DEPENDENCIES = {
  analytics: {
    questionnaire: "the funnel names each question as the questionnaire does",
  },
  accounts: {
    introductions: "the account page lists the member's introductions with the introductions feature's own list",
    questionnaire: "clearing this browser's data clears the saved answers the questionnaire keeps",
  },
  company: {
    enquiries: "the affiliate page says when the partnerships team replies to an enquiry",
  },
  content: {
    questionnaire: "articles are tagged with the questionnaire's advice areas and link into it",
  },
  introductions: {
    providers: "an introduction's mails and offers name the firm",
    questionnaire: "the firm's summary of the investor's answers words them as the questionnaire's options do",
  },
  layout: {
    newsletter: "the footer's sign-up form signs up to the newsletter",
  },
  meetings: {
    introductions: "a meeting is booked on an accepted introduction and moves its status",
    providers: "meeting mails and invites name the firm",
  },
  leads: {
    introductions: "sending a profile or asking for a callback makes introductions",
    providers: "a callback request names the firm",
  },
  providers: {
    matching: "a provider's facts carry the ids and minimums the matching engine uses",
  },
  questionnaire: {
    matching: "saving finished answers stores their matches",
    providers: "matching reads the providers' current facts",
  },
  reviews: {
    introductions: "outcomes and reviews belong to an introduction; response figures count its answers in working days",
    meetings: "the after-meeting mail gives the investor the meeting's time as the meeting's own mails do",
    providers: "a review and its reply are about a firm, checked against the firm's members",
  },
  results: {
    matching: "the results page explains the match",
    providers: "and shows each matched firm's facts",
    questionnaire: "and the answers it came from",
  },
  "sales-portal": {
    introductions: "the firms' workspace and the operator's list show and move introductions",
    providers: "and name the firms",
  },
};

const FEATURES = readdirSync(path.join(root, "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The list names only features that exist, and has no cycle.
for (const [from, to] of Object.entries(FEATURE_DEPENDENCIES)) {
  for (const name of [from, ...Object.keys(to)]) {
    if (!FEATURES.includes(name)) throw new Error(`eslint.config.mjs: FEATURE_DEPENDENCIES names "${name}", which is not a folder in src/features.`);
  }
}
const visit = (name, trail) => {
  if (trail.includes(name)) throw new Error(`eslint.config.mjs: FEATURE_DEPENDENCIES has a cycle: ${[...trail, name].join(" → ")}.`);
  for (const next of Object.keys(FEATURE_DEPENDENCIES[name] ?? {})) visit(next, [...trail, name]);
};
for (const name of FEATURES) visit(name, []);

const SHARED = ["src/lib", "src/config", "src/components", "src/server"];
const sharedZone = { target: SHARED, from: "src/features", message: "Shared code never imports a feature: move what it needs down into src/lib, src/config or src/server (docs/architecture.md, \"Layers\")." };
const appZone = { target: [...SHARED, "src/features"], from: "src/app", message: "Only src/app imports src/app." };

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
    // Layers: app → features → lib, config, components, server. Nothing imports src/app, and the
    // shared layers never import a feature, tests included.
    files: ["**/*.{ts,tsx,mjs}"],
    // The import rules read our own modules only: parsing packages would cost minutes and find nothing of ours.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [sharedZone, appZone],
        },
      ],
    },
  },
  {
    // A feature imports another only along FEATURE_DEPENDENCIES. Tests are exempt: one may drive a
    // journey across features, and nothing imports a test, so it cannot close a cycle.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["src/features/**/*.test.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            appZone,
            ...FEATURES.map((name) => ({
              target: `src/features/${name}`,
              from: "src/features",
              except: [name, ...Object.keys(FEATURE_DEPENDENCIES[name] ?? {})].map((allowed) => `./${allowed}`),
              message: `The ${name} feature may import only the features FEATURE_DEPENDENCIES in eslint.config.mjs allows it (docs/architecture.md, "Layers").`,
            })),
          ],
        },
      ],
      // Features use each other only through their public entry points (index, server/, components/):
      // a feature's other files are its own internals.
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
    files: ["src/app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/*/server/*/**"], message: "Routes use a feature's server modules, not deeper internals." }] }],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "drizzle/**", ".bench/**"]),
]);
