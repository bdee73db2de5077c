import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYSE_BUNDLES === "1",
  typedRoutes: false,
  // forbidden() answers 403 with app/forbidden.tsx for members without the right role.
  experimental: {
    authInterrupts: true,
    // The stylesheet is small (about 10 KB compressed); inline in each page it costs less than the
    // round trip a render-blocking <link> adds before the first paint on a phone (docs/performance.md).
    inlineCss: true,
  },
};

export default nextConfig;
