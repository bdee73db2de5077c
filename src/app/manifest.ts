import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { routes } from "@/config/routes";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: routes.home,
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#081a12",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
