/**
 * The advice areas of the questionnaire's first question, each with the step that opens its own
 * questions. A link to that step (from a guide in the knowledge centre, say) starts the
 * questionnaire with the area already chosen: see `preChooseArea` in flow.ts.
 */
export const adviceAreaEntries = {
  pension: { page: "pensions/pensions-main", label: "your pensions" },
  investPortfolio: { page: "investments/investment-main", label: "your investments" },
  sigCash: { page: "significant-cash", label: "your cash savings" },
  sellBus: { page: "selling-business", label: "selling your business" },
  investProp: { page: "investment-property", label: "your property" },
  taxPlan: { page: "tax-planning", label: "tax and inheritance planning" },
  equityRelease: { page: "equity-release", label: "releasing equity from your home" },
} as const;

export type AdviceArea = keyof typeof adviceAreaEntries;
export const adviceAreas = Object.keys(adviceAreaEntries) as [AdviceArea, ...AdviceArea[]];

/** The advice area whose questions `pageId` opens, or null for any other step. */
export function areaOpenedBy(pageId: string): AdviceArea | null {
  for (const area of adviceAreas) if (adviceAreaEntries[area].page === pageId) return area;
  return null;
}
