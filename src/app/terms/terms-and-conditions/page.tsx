import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Terms and conditions" };

export default function Page() {
  return <ComingSoon title="Terms and conditions" what="The terms on which you use this website." />;
}
