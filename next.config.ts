import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() answers 403 with app/forbidden.tsx for members without the right role.
  experimental: { authInterrupts: true },
  // Pages rendered per request whose data for hydration the production server may send apart from
  // their HTML (server/documents.mjs): rendering them again gives the same page, with no side
  // effect. Only page loads are marked; the server removes the mark before the page goes out.
  async headers() {
    const pageLoad = [{ type: "header" as const, key: "sec-fetch-dest", value: "document" }];
    return ["/proforma/results", "/wealth-managers/:id"].map((source) => ({ source, has: pageLoad, headers: [{ key: "x-page-data", value: "separate" }] }));
  },
};

export default nextConfig;
