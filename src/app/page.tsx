import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-serif text-4xl text-ink md:text-5xl">{site.tagline}</h1>
      <p className="mt-6 text-lg text-muted">{site.description}</p>
      <Link href={routes.proforma} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Compare Now
      </Link>
    </section>
  );
}
