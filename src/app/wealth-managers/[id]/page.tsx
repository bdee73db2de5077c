import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Wealth manager profile" };

export default function Page() {
  return <ComingSoon title="Wealth manager profile" what="A provider's profile, services and minimum investment." />;
}
