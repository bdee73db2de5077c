import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [routes.salesPortal, routes.account, "/api/"] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
