"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

/**
 * SPEC §3 "Shared context": the signed-in anonymous visitor, a start date and an end date
 * (when the visitor started and finished the questionnaire) and the global loading flag.
 */
export interface Visitor {
  id: string;
  isAnonymous: boolean;
}

interface AppContextValue {
  visitor: Visitor | null;
  /** True once the start-up sign-in has finished, whether or not it succeeded. */
  visitorResolved: boolean;
  startDate: Date | null;
  endDate: Date | null;
  loading: boolean;
  setStartDate: (date: Date | null) => void;
  setEndDate: (date: Date | null) => void;
  setLoading: (loading: boolean) => void;
  refreshVisitor: () => Promise<Visitor | null>;
}

const AppContext = createContext<AppContextValue | null>(null);

async function signInVisitor(): Promise<Visitor | null> {
  try {
    const response = await fetch("/api/visitor", { method: "POST", credentials: "same-origin" });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const visitor = (await response.json()) as Visitor;
    console.info(`[visitor] signed in as ${visitor.id}`);
    return visitor;
  } catch (error) {
    // The site works without a visitor; only saving and tracking need one.
    console.error("[visitor] anonymous sign-in failed:", error);
    return null;
  }
}

export function AppProvider({ children }: { children: React.ReactNode }) {
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const [visitorResolved, setVisitorResolved] = useState(false);
  const [startDate, setStartDate] = useState<Date | null>(null);
  const [endDate, setEndDate] = useState<Date | null>(null);
  const [loading, setLoading] = useState(false);

  const refreshVisitor = useCallback(async () => {
    const signedIn = await signInVisitor();
    setVisitor(signedIn);
    setVisitorResolved(true);
    return signedIn;
  }, []);

  useEffect(() => {
    let cancelled = false;
    void signInVisitor().then((signedIn) => {
      if (cancelled) return;
      setVisitor(signedIn);
      setVisitorResolved(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

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
