import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  // date-holidays: about 800 KB of holiday data, loaded from node_modules by the server rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "date-holidays"],
  poweredByHeader: false,
  typedRoutes: true,
  experimental: {
    // forbidden() answers 403 with app/(site)/forbidden.tsx for members without the right role.
    authInterrupts: true,
    // The stylesheet goes in the page: no round trip for it before a phone can draw (docs/architecture.md, "Serving and speed").
    inlineCss: true,
    // Fewer, larger script files: the framework's small chunks merged compress better together, so
    // every page's first-load JavaScript is about 1.3 KB smaller (docs/architecture.md, "Serving and speed").
    turbopackChunking: { minChunkSize: 300_000 },
  },
};

export default nextConfig;
