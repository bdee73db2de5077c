"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useAppContext } from "@/components/app-context";
import { useCompareHref } from "@/components/compare-now-link";
import { useConsent } from "@/lib/consent";
import { homeCtaExperiment as experiment, type Variant } from "./experiments";

const DEFAULT_CLASS = "mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800";

interface Shown {
  variant: Variant;
  recordFollowed: (variant: Variant) => void;
}

/**
 * The home page call to action. Before consent to analytics everyone sees the control and nothing
 * is stored or recorded; the experiment's code (home-cta-variant.ts) is loaded only once a visitor
 * has agreed and has a visit, with the control shown until it arrives. The link itself stays the
 * same element throughout, only its words change, so a press made while the variant arrives is
 * never lost to the link being replaced.
 */
export function HomeCompareCta({ className = DEFAULT_CLASS }: { className?: string }) {
  const consent = useConsent();
  const { visitor } = useAppContext();
  // A visitor who came through the partner goes to the partner's own questions.
  const href = useCompareHref();
  const experimenting = consent?.analytics === true && visitor !== null;
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!experimenting) return;
    let current = true;
    void import("./home-cta-variant").then(({ showVariant, recordFollowed }) => {
      if (current) setShown({ variant: showVariant(), recordFollowed });
    });
    return () => {
      current = false;
    };
  }, [experimenting]);

  const live = experimenting ? shown : null;
  const variant = live?.variant ?? experiment.variants[0];
  return (
    <Link href={href} data-variant={variant.name} className={className} onClick={() => live?.recordFollowed(live.variant)}>
      {variant.label}
    </Link>
  );
}
