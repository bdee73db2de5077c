import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Guides for investors like you" };

export default function Page() {
  return <ComingSoon title="Guides for investors like you" what="Pages for business owners, people nearing retirement and investors abroad." />;
}
