import Link from "next/link";

/**
 * An honest placeholder for a route whose feature has not been built yet: it names what will
 * be here and offers the way back home.
 */
export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Coming soon</p>
      <h1 className="mt-3 font-serif text-4xl text-ink">{title}</h1>
      <p className="mt-4 text-lg text-muted">{what}</p>
      <Link href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </section>
  );
}
