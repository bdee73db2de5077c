import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Create an account" };

export default function Page() {
  return <ComingSoon title="Create an account" what="Save your matches with an e-mail address and password." />;
}
