import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Acceptable use policy" };

export default function Page() {
  return <ComingSoon title="Acceptable use policy" what="How this website may and may not be used." />;
}
