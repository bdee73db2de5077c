import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "About us" };

export default function Page() {
  return <ComingSoon title="About us" what="Who we are, how the service is paid for and how matches are chosen." />;
}
