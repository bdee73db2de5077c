import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Compare wealth managers" };

export default function Page() {
  return <ComingSoon title="Compare wealth managers" what="The questionnaire that matches you with about three wealth managers, private banks or financial advisers." />;
}
