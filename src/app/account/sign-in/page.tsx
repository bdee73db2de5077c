import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Sign in" };

export default function Page() {
  return <ComingSoon title="Sign in" what="Sign in to see your saved matches." />;
}
