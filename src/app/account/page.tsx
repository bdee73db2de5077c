import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Your account" };

export default function Page() {
  return <ComingSoon title="Your account" what="Keep your matches and manage your data." />;
}
