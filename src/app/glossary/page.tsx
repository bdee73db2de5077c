import type { Metadata } from "next";
import { GlossaryView } from "@/features/content/glossary-view";

export const metadata: Metadata = {
  title: "Glossary",
  description: "Wealth management, pension and tax terms explained in plain English, from annual allowance to yield.",
};

export default function Page() {
  return <GlossaryView />;
}
