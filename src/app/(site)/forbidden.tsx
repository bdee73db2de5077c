import Link from "next/link";
import { routes } from "@/config/routes";

export default function Forbidden() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Access refused</p>
      <h1 className="mt-3 font-serif text-4xl text-ink">This page is for our staff</h1>
      <p className="mt-4 text-lg text-muted">
        Your account does not have access to this part of the site. If you think it should, ask an administrator to give you the right role.
      </p>
      <Link href={routes.account} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Go to your account
      </Link>
    </section>
  );
}
