import Link from "next/link";
import type { Member } from "@/server/auth/session";
import { routes } from "@/config/routes";

export function PortalHeader({ member, title, intro }: { member: Member; title: string; intro: string }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 border-b border-brand-100 pb-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Sales portal</p>
        <h1 className="mt-1 font-serif text-4xl text-ink">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
      </div>
      <p className="text-sm text-muted">
        Signed in as {member.email} · <Link href={routes.account} className="text-brand-700 underline">Your account</Link>
      </p>
    </header>
  );
}
