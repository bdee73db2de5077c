import type { Metadata } from "next";
import { LandingPagesIndexView } from "@/features/content/landing-page-view";

export const metadata: Metadata = {
  title: "Guides by investor",
  description: "Pages for business owners selling up, people nearing retirement, investors living overseas and US-connected investors.",
};

export default function Page() {
  return <LandingPagesIndexView />;
}
