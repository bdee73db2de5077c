"use client";

import { useEffect, useState, type ReactNode } from "react";
import { readJson, storageKeys } from "@/lib/browser-storage";
import type { FeeSchedule } from "../fees";
import { FeeCost, type CostAmount } from "./fee-cost";

/**
 * The profile's cost for the visitor's own amount (docs/product.md, "Results"). The page stays
 * static and the same for everyone: the server renders the worked examples (`children`); in the
 * browser, when questionnaire answers are kept here, the cost on the visitor's own figure or band
 * takes the lead and the examples fold away beneath it. The answers never leave the browser.
 */
export function VisitorFeeCost({
  name,
  feeSchedule,
  verifiedOn,
  children,
}: {
  name: string;
  feeSchedule: FeeSchedule;
  verifiedOn?: string;
  children: ReactNode;
}) {
  const [amount, setAmount] = useState<CostAmount | null>(null);

  useEffect(() => {
    const saved = readJson(storageKeys.userData);
    if (saved === null) return;
    let current = true;
    // The answers' reader comes only to visitors who have answers to read.
    void import("../visitor-amount").then(({ visitorCostAmount }) => {
      const own = visitorCostAmount(saved);
      if (current && own) setAmount(own);
    });
    return () => {
      current = false;
    };
  }, []);

  if (!amount) return children;
  return (
    <div data-testid="visitor-fee-cost">
      <FeeCost provider={{ name, feeSchedule, verifiedAt: verifiedOn ? { feeSchedule: verifiedOn } : {} }} amount={amount} headingLevel="h3" />
      <p className="mt-2 text-xs text-muted">Worked on the answers you gave our questionnaire, kept in this browser.</p>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">Worked examples for other amounts</summary>
        <div className="mt-2">{children}</div>
      </details>
    </div>
  );
}
