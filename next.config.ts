import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYSE_BUNDLES === "1",
  typedRoutes: false,
  // forbidden() answers 403 with app/forbidden.tsx for members without the right role.
  experimental: { authInterrupts: true },
};

export default nextConfig;
