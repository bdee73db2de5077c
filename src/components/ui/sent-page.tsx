import Link from "next/link";
import type { ReactNode } from "react";
import { PageHero } from "@/components/ui/page-hero";
import { routes } from "@/config/routes";

/**
 * Where a form posted with scripts off lands once it is sent (post, redirect, get), so that
 * reloading cannot send it twice (docs/shell.md, "Forms"): what was done, and the way home.
 */
export function SentPage({ eyebrow, title, tone, children }: { eyebrow: string; title: string; tone?: "dark" | "light"; children: ReactNode }) {
  return (
    <>
      <PageHero tone={tone} eyebrow={eyebrow} title={title}>
        {children}
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Link href={routes.home} className="font-semibold text-brand-700 underline underline-offset-4">
          Back to the home page
        </Link>
      </div>
    </>
  );
}
