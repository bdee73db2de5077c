import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { GlossaryView } from "@/features/content/glossary-view";

export const metadata: Metadata = pageMetadata({
  title: "Glossary",
  description: "Wealth management, pension and tax terms explained in plain English, from annual allowance to yield.",
  path: "/glossary",
});

export default function Page() {
  return <GlossaryView />;
}
