import { site } from "@/config/site";
import { HomeCompareCta } from "@/features/experiments/home-compare-cta";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-serif text-4xl text-ink md:text-5xl">{site.tagline}</h1>
      <p className="mt-6 text-lg text-muted">{site.description}</p>
      <HomeCompareCta />
    </section>
  );
}
