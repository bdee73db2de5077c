import { routes } from "@/config/routes";

/** The header's main buttons besides Compare Now (docs/product.md, "Pages"). */
export const mainNavLinks = [
  { href: routes.knowledgeCentre, label: "Knowledge centre" },
  { href: routes.aboutUs, label: "About us" },
  { href: routes.contactUs, label: "Contact us" },
] as const;
