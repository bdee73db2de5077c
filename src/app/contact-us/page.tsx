import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Contact us" };

export default function Page() {
  return <ComingSoon title="Contact us" what="A form to send us a message, and our phone number and address." />;
}
