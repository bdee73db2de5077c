import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Wealth managers" };

export default function Page() {
  return <ComingSoon title="Wealth managers" what="The wealth managers, private banks and advisers we work with." />;
}
