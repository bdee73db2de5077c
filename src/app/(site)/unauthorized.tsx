import Link from "next/link";
import { routes } from "@/config/routes";

/**
 * Answers unauthorized() (401). The site's guards send visitors to sign in instead, so this is a
 * fallback; it replaces Next.js's own page, which every page's data would otherwise carry.
 */
export default function Unauthorized() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="font-serif text-4xl text-ink">Please sign in</h1>
      <Link href={routes.signIn} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Sign in
      </Link>
    </section>
  );
}
