import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Sales portal" };

export default function Page() {
  return <ComingSoon title="Sales portal" what="The back office for our team." />;
}
