"use client";

import { createContext, useContext, useEffect, useState } from "react";

/**
 * docs/product.md, "Pages": the header is light or dark by route, and blog detail pages may override it with
 * an optional post colour. A page renders <PageTheme postColour="dark" /> to set the override
 * while it is shown; the header reads it with usePageThemeOverride().
 */
export type HeaderTheme = "light" | "dark";

interface PageThemeValue {
  override: HeaderTheme | null;
  setOverride: (theme: HeaderTheme | null) => void;
}

const PageThemeContext = createContext<PageThemeValue>({ override: null, setOverride: () => undefined });

export function PageThemeProvider({ children }: { children: React.ReactNode }) {
  const [override, setOverride] = useState<HeaderTheme | null>(null);
  return <PageThemeContext.Provider value={{ override, setOverride }}>{children}</PageThemeContext.Provider>;
}

export function PageTheme({ postColour }: { postColour?: HeaderTheme | null }) {
  const { setOverride } = useContext(PageThemeContext);
  useEffect(() => {
    setOverride(postColour ?? null);
    return () => setOverride(null);
  }, [postColour, setOverride]);
  return null;
}

export function usePageThemeOverride(): HeaderTheme | null {
  return useContext(PageThemeContext).override;
}
