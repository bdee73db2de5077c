import type { Route } from "next";
import { partner, partnerSteps } from "@/config/partner";
import { routes } from "@/config/routes";
import type { FormData } from "@/lib/form-data";
import { defaultFormData } from "@/lib/form-fields";
import { areaOpenedBy } from "./advice-areas";
import { fieldsOf, selectedChoice, storedAnswerError } from "./answers";
import { partnerQuestions } from "./partner-questions";
import { flowQuestions, specQuestion, type Question, type SingleChoiceQuestion } from "./questions";
import { trimEndChar } from "@/lib/text";

/**
 * The questionnaire as a declarative graph (docs/product.md, "The questionnaire"). A flow is a list of nodes: a page,
 * a `when` (pages asked only if a condition holds) or a `branch` (one of several page lists,
 * chosen by an answer). Walking a flow with the answers so far gives the visitor's own path;
 * progress, Back/Continue and the deep-link guard all read that path.
 */
export interface FlowState {
  answers: FormData;
  /** Slugs of the questions the visitor has answered (several defaults look like answers). */
  answered: ReadonlySet<string>;
}

export type FlowNode =
  | string
  | { when: (state: FlowState, pathSoFar: readonly string[]) => boolean; then: FlowNode[] }
  | { branch: (state: FlowState) => string | null; paths: Record<string, FlowNode[]>; assume: string };

export interface Flow {
  id: "proforma" | "partner";
  /** The path the page ids hang under ("/proforma", "/lloyds"). */
  root: string;
  /** Where Back goes from the first question. */
  startUrl: Route | null;
  pages: Record<string, Question>;
  nodes: FlowNode[];
}

export const RESULTS = "results";

/** The answer a visitor chose on a single-choice question, or null if they have not answered it. */
export function answeredChoice(question: SingleChoiceQuestion, state: FlowState): string | null {
  return state.answered.has(question.slug) ? selectedChoice(question, state.answers) : null;
}

// --- the proforma ---------------------------------------------------------------------------

const saleStages = {
  explorationStage: { page: "exploration-stage", services: "services", then: "timeframe" },
  dueDiligence: { page: "due-diligence", services: "servicesWithCorporateFinancier", then: "timeframe" },
  offerSale: { page: "looking-for-sale", services: "servicesWithCorporateFinancier", then: "earn-out" },
  saleComplete: { page: "sale-complete", services: "servicesWithCorporateFinancier", then: "earn-out" },
} as const;

/** Each business-sale stage's pages (docs/product.md, "The questionnaire"): the sale type first, at the stage's own route. */
function salePages(stage: keyof typeof saleStages) {
  const { page, services, then } = saleStages[stage];
  const base = `selling-business/${page}`;
  return {
    [base]: specQuestion("sale"),
    [`${base}/valuation`]: specQuestion("valueOfBusiness"),
    [`${base}/services`]: specQuestion(services),
    [`${base}/${then}`]: specQuestion(then === "timeframe" ? "timeFrame" : "earnOutMonths"),
    [`${base}/tax-advice`]: flowQuestions.taxEfficiency,
    [`${base}/invest`]: specQuestion("wealthManagerInvest"),
  };
}

const proformaPages: Record<string, Question> = {
  "looking-for-advice": specQuestion("adviceAreas"),
  "pensions/pensions-main": specQuestion("pensionTypes"),
  "pensions/workplace": specQuestion("workplaceValue"),
  "pensions/defined-benefit-main": flowQuestions.definedBenefitCash,
  "pensions/defined-benefit": specQuestion("dbValue"),
  "pensions/defined-benefit-annual": specQuestion("dbAnnualValue"),
  "pensions/personal-pension": specQuestion("personalValue"),
  "pensions/sipp": specQuestion("sippValue"),
  "pensions/ssas": specQuestion("ssasValue"),
  "pensions/other-pension": specQuestion("otherPensionValue"),
  "investments/investment-main": specQuestion("investmentAccounts"),
  "investments/gia": specQuestion("giaValue"),
  "investments/isa": specQuestion("isaValue"),
  "investments/offshore-bond": specQuestion("offshoreValue"),
  "investments/trust": specQuestion("trustValue"),
  "investments/investment-bond": specQuestion("investmentBondValue"),
  "investments/other-investment": specQuestion("otherInvestmentValue"),
  "significant-cash": specQuestion("sigCashValue"),
  "selling-business": specQuestion("saleStage"),
  ...salePages("explorationStage"),
  ...salePages("dueDiligence"),
  ...salePages("offerSale"),
  ...salePages("saleComplete"),
  "investment-property": specQuestion("commercialPropertyValue"),
  "tax-planning": specQuestion("taxPlanningValue"),
  "tax-planning/which-taxes": specQuestion("taxes"),
  "equity-release": specQuestion("equityReleaseValue"),
  knowledge: specQuestion("knowledge"),
  philosophy: specQuestion("philosophy"),
  ethical: specQuestion("ethical"),
  "employment-status": specQuestion("employmentStatus"),
  age: specQuestion("age"),
  "retirement-age": specQuestion("retirementAge"),
  "tax-residence": specQuestion("taxResidence"),
  "other-info": flowQuestions.otherInfo,
  "exact-value": specQuestion("exactValue"),
};

const flag = (field: keyof FormData) => (state: FlowState) => state.answers[field] === true;

const stagePath = (stage: keyof typeof saleStages): FlowNode[] =>
  Object.keys(salePages(stage));

/** docs/product.md, "The questionnaire": the currency slugs whose non-zero count decides the exact-value question. */
export const EXACT_VALUE_SLUGS = [
  "lloydsAmountToInvest",
  "equityReleaseValue",
  "commercialPropertyValue",
  "sigCashValue",
  "taxPlanningValue",
  "giaValue",
  "investmentBondValue",
  "isaValue",
  "offshoreValue",
  "otherInvestmentValue",
  "trustValue",
  "dbAnnualValue",
  "dbValue",
  "otherPensionValue",
  "personalValue",
  "sippValue",
  "ssasValue",
  "workplaceValue",
  "wealthManagerInvest",
  "valueOfBusiness",
] as const satisfies readonly (keyof FormData)[];

/** The exact-value question (docs/product.md, "The questionnaire"): asked once, when at least two of the values on the path are non-zero. */
export function exactValueDue(answers: FormData, path: readonly string[]): boolean {
  const kept = answersOnPath(answers, path);
  return EXACT_VALUE_SLUGS.filter((slug) => kept[slug] > 0).length >= 2;
}

export const proformaFlow: Flow = {
  id: "proforma",
  root: routes.proforma,
  startUrl: routes.proforma,
  pages: proformaPages,
  nodes: [
    "looking-for-advice",
    {
      when: flag("pension"),
      then: [
        "pensions/pensions-main",
        { when: flag("workplace"), then: ["pensions/workplace"] },
        {
          when: flag("db"),
          then: [
            "pensions/defined-benefit-main",
            {
              branch: (state) => answeredChoice(flowQuestions.definedBenefitCash, state),
              paths: { yes: ["pensions/defined-benefit"], no: ["pensions/defined-benefit-annual"] },
              assume: "yes",
            },
          ],
        },
        { when: flag("personal"), then: ["pensions/personal-pension"] },
        { when: flag("sipp"), then: ["pensions/sipp"] },
        { when: flag("ssas"), then: ["pensions/ssas"] },
        { when: flag("otherPension"), then: ["pensions/other-pension"] },
      ],
    },
    {
      when: flag("investPortfolio"),
      then: [
        "investments/investment-main",
        { when: flag("gia"), then: ["investments/gia"] },
        { when: flag("isa"), then: ["investments/isa"] },
        { when: flag("offshore"), then: ["investments/offshore-bond"] },
        { when: flag("trust"), then: ["investments/trust"] },
        { when: flag("investBond"), then: ["investments/investment-bond"] },
        { when: flag("otherInvestment"), then: ["investments/other-investment"] },
      ],
    },
    { when: flag("sigCash"), then: ["significant-cash"] },
    {
      when: flag("sellBus"),
      then: [
        "selling-business",
        {
          branch: (state) => answeredChoice(specQuestion("saleStage") as SingleChoiceQuestion, state),
          paths: {
            explorationStage: stagePath("explorationStage"),
            dueDiligence: stagePath("dueDiligence"),
            offerSale: stagePath("offerSale"),
            saleComplete: stagePath("saleComplete"),
          },
          assume: "explorationStage",
        },
      ],
    },
    { when: flag("investProp"), then: ["investment-property"] },
    { when: flag("taxPlan"), then: ["tax-planning", "tax-planning/which-taxes"] },
    { when: flag("equityRelease"), then: ["equity-release"] },
    "knowledge",
    "philosophy",
    "ethical",
    "employment-status",
    "age",
    { when: (state) => state.answers.employmentStatus !== "retired", then: ["retirement-age"] },
    "tax-residence",
    "other-info",
    { when: (state, pathSoFar) => exactValueDue(state.answers, pathSoFar), then: ["exact-value"] },
  ],
};

// --- the insurer flow -----------------------------------------------------------------------

export const partnerFlow: Flow = {
  id: "partner",
  root: `/${partner.slug}`,
  startUrl: null,
  pages: partnerQuestions,
  nodes: [...partnerSteps],
};

export const flows = { proforma: proformaFlow, partner: partnerFlow } as const;
export type FlowId = keyof typeof flows;

// --- walking --------------------------------------------------------------------------------

/** The visitor's own path: the page ids they will be asked, given the answers so far. */
export function walk(flow: Flow, state: FlowState): string[] {
  const path: string[] = [];
  const visit = (nodes: readonly FlowNode[]) => {
    for (const node of nodes) {
      if (typeof node === "string") path.push(node);
      else if ("when" in node) {
        if (node.when(state, path)) visit(node.then);
      } else {
        const key = node.branch(state) ?? node.assume;
        visit(node.paths[key] ?? node.paths[node.assume] ?? []);
      }
    }
  };
  visit(flow.nodes);
  return path;
}

/** Every page id a flow can show, whatever the answers. */
export function allPages(flow: Flow): string[] {
  return Object.keys(flow.pages);
}

export function pageUrl(flow: Flow, pageId: string): string {
  return pageId === RESULTS ? routes.results : `${flow.root}/${pageId}`;
}

/** The page id for a URL path under the flow's root, or null for an unknown path. */
export function pageForPath(flow: Flow, pathname: string): string | null {
  const prefix = `${flow.root}/`;
  if (!pathname.startsWith(prefix)) return null;
  const id = trimEndChar(pathname.slice(prefix.length), "/");
  return id in flow.pages ? id : null;
}

export function isAnswered(flow: Flow, pageId: string, state: FlowState): boolean {
  const question = flow.pages[pageId];
  return !!question && state.answered.has(question.slug) && storedAnswerError(question, state.answers) === null;
}

/** The first page on the path that is not answered yet, or RESULTS when every page is. */
export function firstUnanswered(flow: Flow, state: FlowState, path = walk(flow, state)): string {
  return path.find((pageId) => !isAnswered(flow, pageId, state)) ?? RESULTS;
}

/**
 * Where a visitor asking for `pageId` should be: there, if it is on their path and every page
 * before it is answered; otherwise the first unanswered page (deep links cannot skip questions).
 */
export function allowedPage(flow: Flow, state: FlowState, pageId: string): string {
  const path = walk(flow, state);
  const index = path.indexOf(pageId);
  const gap = firstUnanswered(flow, state, path);
  const gapIndex = gap === RESULTS ? path.length : path.indexOf(gap);
  if (index !== -1 && index <= gapIndex) return pageId;
  return gap === RESULTS ? (path[path.length - 1] ?? pageId) : gap;
}

/**
 * A visitor arriving at the step that opens an advice area's questions (a guide's "answer the
 * questions about your pensions" link) has that area chosen for them, keeping any others they
 * chose before, so the guard lets them start there. Any other page leaves the state as it is.
 */
export function preChooseArea(flow: Flow, state: FlowState, pageId: string): FlowState {
  const area = flow.id === "proforma" ? areaOpenedBy(pageId) : null;
  if (!area || (state.answers[area] === true && state.answered.has("adviceAreas"))) return state;
  return { answers: { ...state.answers, [area]: true }, answered: new Set([...state.answered, "adviceAreas"]) };
}

export interface Position {
  /** 1-based question number on the path. */
  number: number;
  total: number;
  /**
   * False while an unanswered question on the path could still add or remove questions: the
   * total is then shown as "about N", and only grows or shrinks by what a new answer adds.
   */
  known: boolean;
  previous: string | null;
  next: string;
}

/** "Question N of M" and the neighbours of a page on the visitor's own path (docs/product.md, "The questionnaire"). */
export function position(flow: Flow, state: FlowState, pageId: string): Position {
  const path = walk(flow, state);
  const index = Math.max(0, path.indexOf(pageId));
  // Known once only the last page remains unanswered (the flows' last questions add none).
  const gap = firstUnanswered(flow, state, path);
  return {
    number: index + 1,
    total: path.length,
    known: flow.nodes.every((node) => typeof node === "string") || gap === RESULTS || gap === path.at(-1),
    previous: path[index - 1] ?? null,
    next: path[index + 1] ?? RESULTS,
  };
}

// --- answers that leave the path --------------------------------------------------------------

const ownedFields = new Set<keyof FormData>(
  [proformaFlow, partnerFlow].flatMap((flow) => Object.values(flow.pages).flatMap(fieldsOf)),
);

/**
 * The answers with every question-owned field that is not on the path put back to its default:
 * a value the visitor gave and then made irrelevant (they unticked ISA, or changed the sale
 * stage) must not count towards their total or be stored.
 */
export function answersOnPath(answers: FormData, path: readonly string[], flow: Flow = proformaFlow): FormData {
  const keep = new Set(path.flatMap((pageId) => (flow.pages[pageId] ? fieldsOf(flow.pages[pageId]) : [])));
  const kept: FormData = { ...answers };
  for (const field of ownedFields) {
    if (!keep.has(field)) Object.assign(kept, { [field]: defaultFormData[field] });
  }
  return kept;
}

/** What is stored when the visitor finishes: the path's answers, with the partner as introducer. */
export function submissionAnswers(flow: Flow, state: FlowState): FormData {
  const kept = answersOnPath(state.answers, walk(flow, state), flow);
  return { ...kept, introducer: flow.id === "partner" ? partner.slug : null };
}
