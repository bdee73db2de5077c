"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { routes } from "@/config/routes";
import { MEMBER_HINT_COOKIE } from "@/lib/member-hint";

const noSubscription = () => () => {};
const memberHere = () => document.cookie.split("; ").some((pair) => pair === `${MEMBER_HINT_COOKIE}=1`);
const notOnServer = () => false;

/**
 * The header's account link: "Sign in" when no member is signed in here, "Your account" when one
 * is (read from the member hint cookie after hydration, so every page stays static).
 */
export function AccountLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const member = useSyncExternalStore(noSubscription, memberHere, notOnServer);
  return (
    <Link href={member ? routes.account : routes.signIn} onClick={onClick} className={className}>
      {member ? "Your account" : "Sign in"}
    </Link>
  );
}
