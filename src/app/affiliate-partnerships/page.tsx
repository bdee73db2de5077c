import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Affiliate partnerships" };

export default function Page() {
  return <ComingSoon title="Affiliate partnerships" what="How firms and publishers can work with us." />;
}
