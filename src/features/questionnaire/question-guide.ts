/**
 * What the visitor sees around a question beyond its text: the short name it goes by on the
 * results page ("Change age") and the glossary terms it uses (DECISIONS §13). Keyed by question
 * slug; a test checks every slug is a question and every term is in the glossary.
 */
export interface QuestionGuide {
  /** The question in two or three words, lower case as it reads after "Change". */
  short: string;
  /** Glossary terms (their names in content/glossary/terms.yaml) the question uses. */
  terms?: readonly string[];
}

export const questionGuide: Readonly<Record<string, QuestionGuide>> = {
  adviceAreas: { short: "help wanted", terms: ["Investment property", "Cash savings", "Equity release", "Inheritance Tax"] },
  pensionTypes: { short: "pension types", terms: ["Workplace pension", "Defined benefit pension", "Personal pension", "SIPP", "SSAS"] },
  workplaceValue: { short: "workplace pension value", terms: ["Workplace pension"] },
  definedBenefitCash: { short: "defined benefit cash offer", terms: ["Defined benefit pension", "Cash equivalent transfer value"] },
  dbValue: { short: "defined benefit cash settlement", terms: ["Defined benefit pension", "Cash equivalent transfer value"] },
  dbAnnualValue: { short: "defined benefit income", terms: ["Defined benefit pension"] },
  personalValue: { short: "personal pension value", terms: ["Personal pension"] },
  sippValue: { short: "SIPP value", terms: ["SIPP"] },
  ssasValue: { short: "SSAS value", terms: ["SSAS"] },
  otherPensionValue: { short: "other pension value" },
  investmentAccounts: {
    short: "investment accounts",
    terms: ["General investment account", "Stocks and Shares ISA", "Offshore bond", "Trust", "Investment bond"],
  },
  giaValue: { short: "general investment account value", terms: ["General investment account"] },
  isaValue: { short: "ISA value", terms: ["Stocks and Shares ISA"] },
  offshoreValue: { short: "offshore bond value", terms: ["Offshore bond"] },
  trustValue: { short: "trust value", terms: ["Trust"] },
  investmentBondValue: { short: "investment bond value", terms: ["Investment bond"] },
  otherInvestmentValue: { short: "other investments value" },
  sigCashValue: { short: "cash savings", terms: ["Cash savings"] },
  saleStage: { short: "stage of sale", terms: ["Due diligence"] },
  sale: { short: "type of sale", terms: ["Trade sale", "Private equity", "Partial exit", "IPO"] },
  valueOfBusiness: { short: "business valuation" },
  services: { short: "other professionals" },
  servicesWithCorporateFinancier: { short: "other professionals", terms: ["Corporate financier"] },
  timeFrame: { short: "timeframe" },
  earnOutMonths: { short: "earn-out months", terms: ["Earn-out"] },
  needTextEfficiencyAdvice: { short: "tax-efficiency advice", terms: ["Capital Gains Tax", "Business Asset Disposal Relief"] },
  wealthManagerInvest: { short: "amount to invest", terms: ["Wealth manager"] },
  commercialPropertyValue: { short: "property portfolio value", terms: ["Investment property"] },
  taxPlanningValue: { short: "amount for tax advice", terms: ["Inheritance Tax"] },
  taxes: { short: "taxes", terms: ["Inheritance Tax", "Capital Gains Tax", "Income Tax"] },
  equityReleaseValue: { short: "home value", terms: ["Equity release"] },
  knowledge: { short: "investment knowledge" },
  philosophy: { short: "risk appetite", terms: ["Risk appetite"] },
  ethical: { short: "ethical investing", terms: ["Ethical investing", "ESG investing"] },
  employmentStatus: { short: "employment status" },
  age: { short: "age" },
  retirementAge: { short: "retirement age" },
  taxResidence: { short: "country of residence", terms: ["Tax residence"] },
  otherInfo: { short: "private banking", terms: ["Private banking"] },
  exactValue: { short: "total to invest" },
  lloydsHaveAnAccount: { short: "account" },
  lloydsWhichService: { short: "service", terms: ["Discretionary management"] },
  lloydsInvestmentOption: { short: "investing option", terms: ["Discretionary management"] },
  lloydsWhichAgent: { short: "how to talk" },
  lloydsCountryConnected: { short: "countries connected", terms: ["Tax residence"] },
  lloydsAmountToInvest: { short: "amount to invest" },
};

/** A question's short name; its slug when none is declared (a test keeps that from happening). */
export function shortName(slug: string): string {
  return questionGuide[slug]?.short ?? slug;
}
