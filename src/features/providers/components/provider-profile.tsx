import Image from "next/image";
import Link from "next/link";
import { routes } from "@/config/routes";
import { fcaRegisterUrl, kindTitle, minimumText } from "../index";
import type { Provider } from "../types";
import { CapabilityList } from "./capability-list";
import { ProviderLogo } from "./provider-logo";

/** A provider's profile: cover, wordmark, three paragraphs and the facts a visitor compares. */
export function ProviderProfile({ provider }: { provider: Provider }) {
  const { coverImage } = provider;
  return (
    <article>
      <Image
        src={coverImage.src}
        width={coverImage.width}
        height={coverImage.height}
        alt={coverImage.alt}
        priority
        sizes="100vw"
        className="h-40 w-full object-cover sm:h-56"
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="-mt-10 inline-block rounded-xl bg-white p-2 shadow-md">
          <ProviderLogo provider={provider} decorative className="h-14 w-auto" />
        </div>
        <p className="mt-4 text-sm">
          <Link href={routes.wealthManagers} className="text-brand-700 underline underline-offset-2">
            All wealth managers
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-ink">{provider.name}</h1>
        <p className="mt-1 text-muted">{kindTitle(provider)}</p>
        <CapabilityList labels={provider.labels} className="mt-4" />

        <div className="mt-8 grid gap-10 md:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed">
            <p>{provider.blurb1}</p>
            <p>{provider.blurb2}</p>
            <p>{provider.blurb3}</p>
          </div>
          <dl className="space-y-4 self-start rounded-2xl bg-sand p-6 text-sm">
            <div>
              <dt className="font-semibold">Minimum investment</dt>
              <dd>{minimumText(provider)}</dd>
            </div>
            <div>
              <dt className="font-semibold">Who they won&apos;t take</dt>
              <dd>{provider.wontTake ?? "No restriction known to us"}</dd>
            </div>
            <div>
              <dt className="font-semibold">FCA register</dt>
              <dd>
                <a href={fcaRegisterUrl(provider)} className="text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                  {provider.fcaFrn ? `Firm reference number ${provider.fcaFrn}` : `Search the register for ${provider.name}`}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Website</dt>
              <dd>
                {provider.webAddress ? (
                  <a href={provider.webAddress} className="break-all text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                    {provider.webAddress.replace(/^https:\/\//, "")}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  "Not listed yet"
                )}
              </dd>
            </div>
          </dl>
        </div>

        <section aria-labelledby="get-matched" className="my-12 rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="get-matched" className="font-serif text-2xl font-semibold">
            Is {provider.nameForSL} right for you?
          </h2>
          <p className="mt-2 text-brand-100">Answer a few questions and we&apos;ll suggest about three firms that fit your money and where you live.</p>
          <Link href={routes.proforma} className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Compare Now
          </Link>
        </section>
      </div>
    </article>
  );
}
