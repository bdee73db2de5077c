import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

export default function Forbidden() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Access refused</p>
      <h1 className="mt-3 font-serif text-4xl text-ink">Your account cannot open this page</h1>
      <p className="mt-4 text-lg text-muted">
        Each part of the sales portal opens only to the accounts that need it: a firm’s members see their own firm’s workspace and profile
        facts; our sales staff see every firm’s introductions; a few pages, such as the outbox, are for our admins only. If
        your work needs this page, ask whoever looks after your access to {site.name}. An investor’s matches and introductions are in
        their account.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={routes.account} className="inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Go to your account
        </Link>
        <Link href={routes.salesPortal} className="inline-block rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          Staff: go to the sales portal
        </Link>
      </div>
    </section>
  );
}
