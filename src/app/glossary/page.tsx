import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Glossary" };

export default function Page() {
  return <ComingSoon title="Glossary" what="Investment and wealth-management terms explained." />;
}
