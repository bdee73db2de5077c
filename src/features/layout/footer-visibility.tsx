"use client";

import { usePathname } from "next/navigation";
import { showsFooter } from "./route-rules";

/** Renders the (server-rendered) footer everywhere but the sales portal. */
export function FooterVisibility({ children }: { children: React.ReactNode }) {
  return showsFooter(usePathname()) ? children : null;
}
