import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Our authors" };

export default function Page() {
  return <ComingSoon title="Our authors" what="The people who write our guides." />;
}
