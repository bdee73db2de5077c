"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";
import { useAppContext } from "@/components/app-context";
import { useCompareHref } from "@/components/compare-now-link";
import { useConsent } from "@/lib/consent";
import { homeCtaExperiment as experiment } from "./experiments";

const ExperimentCta = lazy(() => import("./experiment-cta").then((module) => ({ default: module.ExperimentCta })));

const DEFAULT_CLASS = "mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800";

/**
 * The home page call to action. Before consent to analytics everyone sees the control and nothing
 * is stored or recorded; the experiment's code (experiment-cta.tsx) is loaded only once a visitor
 * has agreed and has a visit, with the control shown until it arrives.
 */
export function HomeCompareCta({ className = DEFAULT_CLASS }: { className?: string }) {
  const consent = useConsent();
  const { visitor } = useAppContext();
  // A visitor who came through the partner goes to the partner's own questions.
  const href = useCompareHref();
  const control = experiment.variants[0];
  const controlLink = (
    <Link href={href} data-variant={control.name} className={className}>
      {control.label}
    </Link>
  );
  if (consent?.analytics !== true || visitor === null) return controlLink;
  return (
    <Suspense fallback={controlLink}>
      <ExperimentCta className={className} href={href} />
    </Suspense>
  );
}
