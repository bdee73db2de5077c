import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { LandingPagesIndexView } from "@/features/content/landing-page-view";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Guides by investor",
  description: "Pages for business owners selling up, people nearing retirement, investors living overseas and US-connected investors.",
  path: routes.landingPages,
});

export default function Page() {
  return <LandingPagesIndexView />;
}
