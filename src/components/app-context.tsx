"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useConsent } from "@/lib/consent";

/**
 * The shared context: the signed-in anonymous visitor, a start date and an end date
 * (when the visitor started and finished the questionnaire) and the global loading flag.
 *
 * docs/product.md, "Privacy, consent and retention": a page load only asks whether a visitor exists (GET /api/visitor creates
 * nothing); the anonymous visitor is created when analytics is accepted or when something is
 * first stored (`refreshVisitor`, which the questionnaire calls before saving when it knows no visitor).
 */
export interface Visitor {
  id: string;
  isAnonymous: boolean;
}

interface AppContextValue {
  visitor: Visitor | null;
  /** True once the start-up look-up has finished, whether or not it found a visitor. */
  visitorResolved: boolean;
  startDate: Date | null;
  endDate: Date | null;
  loading: boolean;
  setStartDate: (date: Date | null) => void;
  setEndDate: (date: Date | null) => void;
  setLoading: (loading: boolean) => void;
  /** Returns the visitor, creating the anonymous one first when there is none. */
  refreshVisitor: () => Promise<Visitor | null>;
}

const AppContext = createContext<AppContextValue | null>(null);

/** The current visitor (GET, creating nothing) or, with `create`, a new anonymous one if needed. */
async function loadVisitor(create: boolean): Promise<Visitor | null> {
  try {
    const response = await fetch("/api/visitor", { method: create ? "POST" : "GET", credentials: "same-origin" });
    if (!create && response.status === 204) return null;
    if (!response.ok) throw new Error(`status ${response.status}`);
    const visitor = (await response.json()) as Visitor;
    if (create) console.info(`[visitor] signed in as ${visitor.id}`);
    return visitor;
  } catch (error) {
    // The site works without a visitor; only saving and tracking need one.
    console.error(`[visitor] ${create ? "anonymous sign-in" : "look-up"} failed:`, error);
    return null;
  }
}

export function AppProvider({ children }: { children: React.ReactNode }) {
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const [visitorResolved, setVisitorResolved] = useState(false);
  const [startDate, setStartDate] = useState<Date | null>(null);
  const [endDate, setEndDate] = useState<Date | null>(null);
  const [loading, setLoading] = useState(false);

  const consent = useConsent();
  const analytics = consent?.analytics === true;

  const refreshVisitor = useCallback(async () => {
    const signedIn = await loadVisitor(true);
    setVisitor(signedIn);
    setVisitorResolved(true);
    return signedIn;
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadVisitor(false).then((found) => {
      if (cancelled) return;
      setVisitor(found);
      setVisitorResolved(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Accepting analytics is one of the moments the anonymous visitor is needed (tracking).
  useEffect(() => {
    if (!analytics || !visitorResolved || visitor) return;
    let cancelled = false;
    void loadVisitor(true).then((created) => {
      if (!cancelled) setVisitor(created);
    });
    return () => {
      cancelled = true;
    };
  }, [analytics, visitorResolved, visitor]);

  const value = useMemo<AppContextValue>(
    () => ({
      visitor,
      visitorResolved,
      startDate,
      endDate,
      loading,
      setStartDate,
      setEndDate,
      setLoading,
      refreshVisitor,
    }),
    [visitor, visitorResolved, startDate, endDate, loading, refreshVisitor],
  );

  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("useAppContext must be used inside <AppProvider>");
  return value;
}
