"use client";

import { useAppContext } from "@/components/app-context";

/**
 * docs/product.md, "Pages": covers the screen while the shared loading flag is on. The live
 * region is always present so screen readers announce the change when it comes.
 */
export function LoadingOverlay() {
  const { loading } = useAppContext();
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? "Loading, please wait" : ""}
      </div>
      {loading && (
        <div data-testid="loading-overlay" aria-hidden="true" className="fixed inset-0 z-[100] flex items-center justify-center bg-brand-950/70 backdrop-blur-sm">
          <div className="flex items-center gap-3 rounded-2xl bg-white px-6 py-4 font-semibold text-brand-900 shadow-xl">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none" />
            Loading…
          </div>
        </div>
      )}
    </>
  );
}
