import { slugify } from "@/lib/slug";

/**
 * What the glossary must define. A reader meets these terms in the questionnaire's questions and
 * answers and in the articles' titles and headings; wherever one appears there, the glossary must
 * have an entry for it (content/glossary/terms.yaml), so that a question or a guide never leans on
 * a word it does not explain. The content test reads every question, answer, title and heading and
 * reports each term found that the glossary lacks.
 *
 * A term is either one of `glossaryWorthyTerms` (matched whole-word, ignoring case, singular or
 * plural) or any acronym of two or more capitals ("SIPP", "FSCS"), which is a term unless it is in
 * `plainAcronyms`. `termAliases` names the entry that explains a term written another way.
 */
export const glossaryWorthyTerms: readonly string[] = [
  // Wrappers, accounts and products
  "ISA",
  "Stocks and Shares ISA",
  "Lifetime ISA",
  "General investment account",
  "Offshore bond",
  "Investment bond",
  "Trust",
  "Lifetime mortgage",
  "Home reversion plan",
  "Equity release",
  "Annuity",
  // Pensions
  "Workplace pension",
  "Personal pension",
  "Defined benefit pension",
  "Defined contribution pension",
  "SIPP",
  "SSAS",
  "Drawdown",
  "Annual allowance",
  "Money purchase annual allowance",
  "Lump sum allowance",
  "Cash equivalent transfer value",
  "State Pension",
  "Pension sharing order",
  "Pension attachment order",
  "Offsetting",
  // Tax
  "Income Tax",
  "Capital Gains Tax",
  "Inheritance Tax",
  "Corporation Tax",
  "Stamp Duty Land Tax",
  "Business Asset Disposal Relief",
  "Business Relief",
  "Nil-rate band",
  "Residence nil-rate band",
  "Potentially exempt transfer",
  "Personal allowance",
  "Dividend allowance",
  "Annual exempt amount",
  "Tax residence",
  "Statutory residence test",
  "Split year treatment",
  "Foreign income and gains regime",
  "Temporary non-residence",
  "Top-slicing relief",
  "Chargeable event",
  "Domicile",
  // Services and firms
  "Wealth manager",
  "Private bank",
  "Private banking",
  "Discretionary management",
  "Advisory management",
  "Execution-only",
  "Financial planning",
  "Regulated advice",
  "Targeted support",
  "Independent financial adviser",
  "Restricted adviser",
  "Platform",
  "Ongoing charges figure",
  "Adviser charge",
  // Regulation
  "Financial Conduct Authority",
  "Financial Ombudsman Service",
  "Financial Services Compensation Scheme",
  "Consumer Duty",
  "Sustainability labels",
  "Anti-greenwashing rule",
  // Investing
  "Ethical investing",
  "ESG investing",
  "Risk appetite",
  "Investment property",
  "Cash savings",
  // Selling a business
  "Trade sale",
  "Private equity",
  "Partial exit",
  "Due diligence",
  "Earn-out",
  "Corporate financier",
];

/** Acronyms every reader knows, which need no glossary entry. */
export const plainAcronyms: readonly string[] = ["UK", "US", "VAT"];

/** Terms written another way than their glossary entry: the text as written → the entry's name. */
export const termAliases: Readonly<Record<string, string>> = {
  FCA: "Financial Conduct Authority",
  FSCS: "Financial Services Compensation Scheme",
  FOS: "Financial Ombudsman Service",
  Ombudsman: "Financial Ombudsman Service",
  CETV: "Cash equivalent transfer value",
  "Transfer value": "Cash equivalent transfer value",
  "Home reversion": "Home reversion plan",
  "Pension sharing": "Pension sharing order",
  "Pension attachment": "Pension attachment order",
  "Foreign income and gains": "Foreign income and gains regime",
  "Seven-year rule": "Potentially exempt transfer",
  "Significant cash savings": "Cash savings",
  "Home equity release": "Equity release",
  ESG: "ESG investing",
  SDLT: "Stamp Duty Land Tax",
};

export interface TermUse {
  /** Where the text is: "question adviceAreas", "content/articles/foo.mdx heading". */
  where: string;
  term: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Each pattern is a fixed phrase with an optional plural ending: no nested quantifiers, linear-time.
const phrasePatterns = [...glossaryWorthyTerms, ...Object.keys(termAliases).filter((alias) => !/^[A-Z]{2,}$/.test(alias))].map((term) => ({
  term,
  pattern: new RegExp(`(?<![\\w-])${escape(term)}(?:s|es)?(?![\\w-])`, "i"),
}));
const acronymPattern = /(?<![\w-])([A-Z][A-Z0-9]+)s?(?![\w-])/g;

/** The glossary-worthy terms and acronyms a piece of text uses, as written in the lists above. */
export function termsIn(text: string): string[] {
  const found = new Set<string>();
  for (const { term, pattern } of phrasePatterns) if (pattern.test(text)) found.add(term);
  for (const match of text.matchAll(acronymPattern)) {
    const acronym = match[1]!;
    if (!plainAcronyms.includes(acronym)) found.add(acronym);
  }
  return [...found];
}

/** The glossary entry (its slug) a term needs: through its alias when it has one. */
export function entryFor(term: string): string {
  const alias = Object.entries(termAliases).find(([written]) => written.toLowerCase() === term.toLowerCase());
  return slugify(alias ? alias[1] : term);
}

/** Every use of a term in `texts` that the glossary (a set of entry slugs) does not define. */
export function undefinedTerms(texts: readonly { where: string; text: string }[], glossary: ReadonlySet<string>): TermUse[] {
  return texts.flatMap(({ where, text }) => termsIn(text).filter((term) => !glossary.has(entryFor(term))).map((term) => ({ where, term })));
}
