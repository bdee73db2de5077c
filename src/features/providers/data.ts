/**
 * The 15 providers as data. Real firms: every sentence here is general and neutral, and no fact
 * is included that has not been checked (docs/providers.md lists what the operator must verify
 * before launch: FCA numbers, web addresses and the offshore label). The third paragraph says how
 * the firm appears in our own matching, which our rules decide.
 */
import type { CapabilityLabel, Provider, ProviderId, ProviderImage, Service } from "./types";

const logo = (id: ProviderId, name: string): ProviderImage => ({ src: `/providers/${id}.svg`, width: 240, height: 80, alt: `${name} wordmark` });
const cover = (id: ProviderId): ProviderImage => ({ src: `/providers/covers/${id}.svg`, width: 1200, height: 400, alt: "" });

/** Services read off the capability labels: nothing beyond what the labels already say. */
const servicesFrom = (labels: readonly CapabilityLabel[]): Service[] => [
  ...(labels.includes("im") ? (["investment-management"] as const) : []),
  ...(labels.includes("fp") ? (["financial-planning", "pensions", "tax-planning"] as const) : []),
  ...(labels.includes("pb") ? (["private-banking"] as const) : []),
  ...(labels.includes("offshore") ? (["offshore"] as const) : []),
];

type Seed = Omit<Provider, "image" | "coverImage" | "fcaFrn" | "fees" | "feeSchedule" | "firmMinimum" | "services" | "offices" | "founded" | "verifiedAt" | "updatedAt" | "wontTake" | "matchable"> &
  Partial<Pick<Provider, "wontTake" | "matchable">>;

/** Where our own matching starts offering a firm: £300,000, the level at which our panel of wealth managers starts. */
const PANEL_MINIMUM = { amount: 300_000, basis: "matching" } as const;

/** A firm listed in the directory that our matching does not suggest. */
const NOT_MATCHED = { minimum: { amount: null, basis: "not-matched" }, matchable: false } as const;

/**
 * Today's facts, which seed the database (docs/product.md, "Provider facts"). Fees, offices and founding years are
 * left empty rather than guessed; a firm's own minimum is seeded only where our matching rules
 * state it as the firm's policy. Nothing is marked verified: the operator verifies each fact.
 */
const provider = (p: Seed): Provider => ({
  // Who a firm won't take is given only where our rules know of a restriction; every firm is
  // matchable unless it says otherwise.
  wontTake: null,
  matchable: true,
  ...p,
  image: logo(p.id, p.name),
  coverImage: cover(p.id),
  // FCA numbers are confirmed by the operator before launch (docs/providers.md): none is seeded.
  fcaFrn: null,
  fees: null,
  // No firm's published tariff could be read and cited when these were seeded: none is invented.
  feeSchedule: null,
  firmMinimum: p.minimum.basis === "firm" ? p.minimum.amount : null,
  services: servicesFrom(p.labels),
  offices: null,
  founded: null,
  verifiedAt: {},
  updatedAt: null,
});

export const providers: Provider[] = [
  provider({
    id: "jhp",
    kind: "wealth manager",
    name: "James Hambro & Partners",
    nameForSL: "James Hambro",
    blurb1: "James Hambro & Partners is a wealth manager based in London that looks after private clients and families.",
    blurb2: "Its investment managers build and run portfolios on a client's behalf, and its planners look at the wider picture: pensions, tax and passing wealth on to the next generation.",
    blurb3: "In our matching it is suggested to investors with £1m or more, including people resident in the United States.",
    webAddress: "https://www.jameshambro.com",
    labels: ["im", "fp", "us", "wont"],
    minimum: { amount: 1_000_000, basis: "firm" },
    wontTake: "Clients with less than £1m to invest.",
  }),
  provider({
    id: "saltus",
    kind: "wealth manager",
    name: "Saltus",
    nameForSL: "Saltus",
    blurb1: "Saltus is a UK wealth manager that brings investment management and financial planning together for private clients.",
    blurb2: "Clients can have their investments managed for them and take advice on pensions, tax and longer-term plans from the same firm.",
    blurb3: "In our matching, Saltus is suggested for portfolios from £300k, the level at which our panel of wealth managers starts.",
    webAddress: "https://www.saltus.co.uk",
    labels: ["im", "fp"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "canaccord",
    kind: "wealth manager",
    name: "Canaccord Wealth",
    nameForSL: "Canaccord",
    blurb1: "Canaccord Wealth is the wealth management business of the Canaccord Genuity group in the UK and the Crown Dependencies.",
    blurb2: "It offers investment management, where a manager runs a portfolio for the client, alongside financial planning.",
    blurb3: "In our matching it is suggested for portfolios from £300k and to investors resident in the EU.",
    webAddress: "https://www.canaccordwealth.com",
    labels: ["im", "fp", "offshore", "eu"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "qc",
    kind: "wealth manager",
    name: "Quilter Cheviot",
    nameForSL: "Quilter Cheviot",
    blurb1: "Quilter Cheviot is a discretionary investment manager and part of the Quilter group.",
    blurb2: "Its investment managers run portfolios for private clients, trusts and charities, and it often works alongside a client's own financial adviser.",
    blurb3: "In our matching it is suggested for portfolios from £300k and to investors resident in the EU.",
    webAddress: "https://www.quiltercheviot.com",
    labels: ["im", "offshore", "eu"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "evelyn",
    kind: "wealth manager",
    name: "Evelyn Partners",
    nameForSL: "Evelyn",
    blurb1: "Evelyn Partners is a UK wealth management firm. It took its current name after Tilney and Smith & Williamson came together.",
    blurb2: "It offers investment management and financial planning to individuals and families.",
    blurb3: "In our matching it may be suggested from £300k, and to investors resident in the United States or the EU.",
    webAddress: "https://www.evelyn.com",
    labels: ["im", "fp", "us", "eu"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "lgt",
    kind: "private bank",
    name: "LGT Wealth Management",
    nameForSL: "LGT",
    blurb1: "LGT Wealth Management is the UK business of LGT, the private banking and asset management group owned by the Princely House of Liechtenstein.",
    blurb2: "It manages investments for private clients, families, trusts and charities, and can draw on the wider group's private banking.",
    blurb3: "In our matching it is suggested to investors who also want private banking (from £300k), to other investors from £1m, and to those resident in the United States or the EU.",
    webAddress: "https://www.lgtwm.com",
    labels: ["im", "fp", "pb", "offshore", "us", "eu"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "rothschild",
    kind: "private bank",
    name: "Rothschild & Co Wealth Management",
    nameForSL: "Rothschild & Co",
    blurb1: "Rothschild & Co Wealth Management is the wealth management and private banking business of the Rothschild & Co group.",
    blurb2: "It works mainly with families and individuals with substantial wealth, offering investment management alongside private banking.",
    blurb3: "We suggest it where there is £2m or more to invest; to people resident in the United States, above £5m, and in the EU, from £1m.",
    webAddress: "https://www.rothschildandco.com",
    labels: ["im", "pb", "offshore", "us", "eu", "wont"],
    minimum: { amount: 2_000_000, basis: "firm" },
    wontTake: "Clients with less than £2m to invest.",
  }),
  provider({
    id: "brewin",
    kind: "wealth manager",
    name: "RBC Brewin Dolphin",
    nameForSL: "Brewin Dolphin",
    blurb1: "RBC Brewin Dolphin is a UK wealth manager and part of RBC Wealth Management, the wealth business of Royal Bank of Canada.",
    blurb2: "It offers discretionary investment management and financial planning, with offices around the UK.",
    blurb3: "In our matching it is suggested from £500k, and to investors who want private banking or are resident in the United States or the EU.",
    webAddress: "https://www.brewin.co.uk",
    labels: ["im", "fp", "pb", "us", "eu", "wont"],
    minimum: { amount: 500_000, basis: "firm" },
    wontTake: "Wealth management clients with less than £500k to invest.",
  }),
  provider({
    id: "blu",
    kind: "wealth manager",
    name: "Blu",
    nameForSL: "Blu",
    blurb1: "Blu is a boutique wealth manager on our panel.",
    blurb2: "Boutique firms work with a smaller number of clients than the large groups. Ask Blu how it would look after your money, who your contact would be and what it charges.",
    blurb3: "In our matching it may be suggested from £300k beside the private banks when a visitor wants private banking, for £1m or more otherwise, and to investors resident in the EU.",
    webAddress: null,
    labels: ["im", "eu"],
    minimum: PANEL_MINIMUM,
  }),
  provider({
    id: "quilterfa",
    kind: "financial adviser",
    name: "Quilter Financial Advisers",
    nameForSL: "Quilter Financial Advisers",
    blurb1: "Quilter Financial Advisers is the financial advice arm of Quilter, a UK wealth management group.",
    blurb2: "Its advisers help people plan for retirement, invest and look after their pensions, meeting them to understand their circumstances first.",
    blurb3: "In our matching it is suggested when there is less than £300k to invest, including when the only help wanted is with releasing equity from a home.",
    webAddress: "https://www.quilter.com",
    labels: ["fp"],
    minimum: { amount: null, basis: "smaller-portfolios" },
  }),
  provider({
    id: "fintuity",
    kind: "financial adviser",
    name: "Fintuity",
    nameForSL: "Fintuity",
    blurb1: "Fintuity is an online financial advice service.",
    blurb2: "It offers regulated advice on investments, pensions and retirement, arranged and delivered online rather than in an office.",
    blurb3: "In our matching it is suggested when there is less than £300k to invest, but not when the only help wanted is with releasing equity from a home.",
    webAddress: "https://www.fintuity.com",
    labels: ["fp", "wont"],
    minimum: { amount: null, basis: "smaller-portfolios" },
    wontTake: "People whose only question is home equity release.",
  }),
  provider({
    id: "brooks",
    kind: "wealth manager",
    name: "Brooks Macdonald",
    nameForSL: "Brooks Macdonald",
    blurb1: "Brooks Macdonald is a UK investment manager.",
    blurb2: "It offers discretionary portfolio management, where its managers make the day-to-day investment decisions, together with financial planning.",
    blurb3: "Brooks Macdonald is listed in our directory; it is not part of our matching at present.",
    webAddress: "https://www.brooksmacdonald.com",
    labels: ["im", "fp"],
    ...NOT_MATCHED,
  }),
  provider({
    id: "capital",
    kind: "family office",
    name: "Capital",
    nameForSL: "Capital",
    blurb1: "Capital is a family office listed in our directory.",
    blurb2: "A family office looks after a family's affairs in the round: investments alongside matters such as tax, property and succession, often across more than one generation.",
    blurb3: "Capital is not part of our matching at present. Ask it directly which families it works with and how it charges.",
    webAddress: null,
    labels: ["im", "fp"],
    ...NOT_MATCHED,
  }),
  provider({
    id: "investec",
    kind: "wealth manager",
    name: "Investec Wealth & Investment",
    nameForSL: "Investec Wealth & Investment",
    blurb1: "Investec Wealth & Investment was the UK wealth management business of the Investec group and is now part of Rathbones.",
    blurb2: "It offers investment management and financial planning to private clients, trusts and charities.",
    blurb3: "It is listed in our directory; it is not part of our matching at present.",
    webAddress: "https://www.rathbones.com",
    labels: ["im", "fp"],
    ...NOT_MATCHED,
  }),
  provider({
    id: "wealthify",
    kind: "digital investing app",
    name: "Wealthify",
    nameForSL: "Wealthify",
    blurb1: "Wealthify is a digital investing app: you choose how much to put in and how much risk to take, and it builds and runs a ready-made portfolio for you.",
    blurb2: "Accounts are opened and managed online, with no meetings with an investment manager.",
    blurb3: "It suits people who want a ready-made portfolio rather than a personal wealth manager. It is listed in our directory; it is not part of our matching.",
    webAddress: "https://www.wealthify.com",
    labels: ["im"],
    ...NOT_MATCHED,
  }),
];
