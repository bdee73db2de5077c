import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Knowledge centre" };

export default function Page() {
  return <ComingSoon title="Knowledge centre" what="Plain-English guides for private investors." />;
}
