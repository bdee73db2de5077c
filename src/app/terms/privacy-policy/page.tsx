import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Privacy policy" };

export default function Page() {
  return <ComingSoon title="Privacy policy" what="What we collect, why, and your rights." />;
}
