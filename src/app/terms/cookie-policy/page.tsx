import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Cookie policy" };

export default function Page() {
  return <ComingSoon title="Cookie policy" what="Each cookie and storage key this site sets." />;
}
