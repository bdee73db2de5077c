/**
 * What the visitor sees around a question beyond its text: the short name it goes by on the
 * results page ("Change age") and the glossary terms it uses (docs/product.md, "Results"). Keyed by question
 * slug; a test checks every slug is a question and every term is in the glossary.
 */
export interface QuestionGuide {
  /** The question in two or three words, lower case as it reads after "Change". */
  short: string;
  /** Glossary terms (their names in content/glossary/terms.yaml) the question uses. */
  terms?: readonly string[];
  /** The knowledge-centre article that explains the question, linked small under it. */
  guide?: Guide;
}

/** An article by slug, and how it is named in "Explained in our guide to …". */
export interface Guide {
  slug: string;
  name: string;
}

const guide = (slug: string, name: string): Guide => ({ slug, name });
const g = {
  choosing: guide("choosing-a-wealth-manager", "choosing a wealth manager"),
  sippSsas: guide("sipp-vs-ssas", "SIPPs and SSASs"),
  drawdown: guide("pension-drawdown-explained", "pension drawdown"),
  db: guide("defined-benefit-pension-transfers", "defined benefit transfers"),
  isas: guide("isas-and-tax-allowances", "ISAs and tax allowances"),
  offshore: guide("offshore-bonds", "offshore bonds"),
  bondsTrusts: guide("investment-bonds-and-trusts", "investment bonds and trusts"),
  cash: guide("cash-savings-above-the-fscs-limit", "cash above the FSCS limit"),
  sale: guide("selling-your-business", "selling your business"),
  badr: guide("business-asset-disposal-relief", "Business Asset Disposal Relief"),
  property: guide("property-held-personally-or-in-a-company", "owning property personally or in a company"),
  iht: guide("inheritance-tax-planning", "inheritance tax planning"),
  equity: guide("equity-release", "equity release"),
  firstMeeting: guide("first-meeting-with-a-wealth-manager", "a first meeting"),
  ethical: guide("ethical-investing", "ethical investing"),
  abroad: guide("moving-abroad-with-uk-assets", "moving abroad with UK assets"),
  privateBanking: guide("private-banking-explained", "private banking"),
  charges: guide("reading-wealth-manager-charges", "reading charges in pounds"),
} as const;

export const questionGuide: Readonly<Record<string, QuestionGuide>> = {
  adviceAreas: { short: "help wanted", terms: ["Investment property", "Cash savings", "Equity release", "Inheritance Tax"], guide: g.choosing },
  pensionTypes: { short: "pension types", terms: ["Workplace pension", "Defined benefit pension", "Personal pension", "SIPP", "SSAS"], guide: g.sippSsas },
  workplaceValue: { short: "workplace pension value", terms: ["Workplace pension"], guide: g.drawdown },
  definedBenefitCash: { short: "defined benefit cash offer", terms: ["Defined benefit pension", "Cash equivalent transfer value"], guide: g.db },
  dbValue: { short: "defined benefit cash settlement", terms: ["Defined benefit pension", "Cash equivalent transfer value"], guide: g.db },
  dbAnnualValue: { short: "defined benefit income", terms: ["Defined benefit pension"], guide: g.db },
  personalValue: { short: "personal pension value", terms: ["Personal pension"], guide: g.drawdown },
  sippValue: { short: "SIPP value", terms: ["SIPP"], guide: g.sippSsas },
  ssasValue: { short: "SSAS value", terms: ["SSAS"], guide: g.sippSsas },
  otherPensionValue: { short: "other pension value", guide: g.drawdown },
  investmentAccounts: {
    short: "investment accounts",
    terms: ["General investment account", "Stocks and Shares ISA", "Offshore bond", "Trust", "Investment bond"],
    guide: g.bondsTrusts,
  },
  giaValue: { short: "general investment account value", terms: ["General investment account"], guide: g.isas },
  isaValue: { short: "ISA value", terms: ["Stocks and Shares ISA"], guide: g.isas },
  offshoreValue: { short: "offshore bond value", terms: ["Offshore bond"], guide: g.offshore },
  trustValue: { short: "trust value", terms: ["Trust"], guide: g.bondsTrusts },
  investmentBondValue: { short: "investment bond value", terms: ["Investment bond"], guide: g.bondsTrusts },
  otherInvestmentValue: { short: "other investments value" },
  sigCashValue: { short: "cash savings", terms: ["Cash savings"], guide: g.cash },
  saleStage: { short: "stage of sale", terms: ["Due diligence"], guide: g.sale },
  sale: { short: "type of sale", terms: ["Trade sale", "Private equity", "Partial exit", "IPO"], guide: g.sale },
  valueOfBusiness: { short: "business valuation", guide: g.badr },
  services: { short: "other professionals", guide: g.sale },
  servicesWithCorporateFinancier: { short: "other professionals", terms: ["Corporate financier"], guide: g.sale },
  timeFrame: { short: "timeframe", guide: g.badr },
  earnOutMonths: { short: "earn-out months", terms: ["Earn-out"], guide: g.sale },
  needTextEfficiencyAdvice: { short: "tax-efficiency advice", terms: ["Capital Gains Tax", "Business Asset Disposal Relief"], guide: g.badr },
  wealthManagerInvest: { short: "amount to invest", terms: ["Wealth manager"], guide: g.charges },
  commercialPropertyValue: { short: "property portfolio value", terms: ["Investment property"], guide: g.property },
  taxPlanningValue: { short: "amount for tax advice", terms: ["Inheritance Tax"], guide: g.iht },
  taxes: { short: "taxes", terms: ["Inheritance Tax", "Capital Gains Tax", "Income Tax"], guide: g.iht },
  equityReleaseValue: { short: "home value", terms: ["Equity release"], guide: g.equity },
  knowledge: { short: "investment knowledge", terms: ["Execution-only", "Advisory management", "Discretionary management"], guide: g.choosing },
  philosophy: { short: "risk appetite", terms: ["Risk appetite"], guide: g.firstMeeting },
  ethical: { short: "ethical investing", terms: ["Ethical investing", "ESG investing"], guide: g.ethical },
  employmentStatus: { short: "employment status" },
  age: { short: "age" },
  retirementAge: { short: "retirement age", guide: g.drawdown },
  taxResidence: { short: "country of residence", terms: ["Tax residence"], guide: g.abroad },
  otherInfo: { short: "private banking", terms: ["Private banking"], guide: g.privateBanking },
  exactValue: { short: "total to invest", guide: g.charges },
  lloydsHaveAnAccount: { short: "account" },
  lloydsWhichService: { short: "service", terms: ["Discretionary management"], guide: g.choosing },
  lloydsInvestmentOption: { short: "investing option", terms: ["Discretionary management"], guide: g.choosing },
  lloydsWhichAgent: { short: "how to talk" },
  lloydsCountryConnected: { short: "countries connected", terms: ["Tax residence"], guide: g.abroad },
  lloydsAmountToInvest: { short: "amount to invest", guide: g.charges },
};

/** A question's short name; its slug when none is declared (a test keeps that from happening). */
export function shortName(slug: string): string {
  return questionGuide[slug]?.short ?? slug;
}
