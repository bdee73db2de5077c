/**
 * Facts about the business, declared once and read by the header, footer, legal pages and
 * structured data. The values here are examples: the operator replaces them with their own
 * (company number, address, phone, founders and FCA firm reference) before launch.
 */
export const site = {
  name: "Wealth Match",
  legalName: "Wealth Match Ltd",
  tagline: "Find the wealth manager that fits you",
  description:
    "Answer a few questions and we suggest about three wealth managers, private banks or financial advisers that fit your money, your goals and where you live.",
  phone: { display: "020 7946 0321", tel: "+442079460321" },
  email: "hello@wealthmatch.example",
  address: {
    streetAddress: "4 Lombard Court",
    addressLocality: "London",
    postalCode: "EC3V 9AA",
    addressCountry: "GB",
  },
  companyNumber: "15234987",
  /** When the company was founded (schema.org foundingDate). */
  foundingDate: "2023",
  /** The founders as the company itself names them. */
  founders: [
    { name: "Eleanor Marsh", jobTitle: "Co-founder and chief executive" },
    { name: "Daniel Okafor", jobTitle: "Co-founder and head of partnerships" },
  ],
  /**
   * The firm's regulatory status, shown in the footer and the structured data.
   * The firm reference number must be the operator's own entry on the FCA register.
   */
  regulator: {
    name: "Financial Conduct Authority",
    url: "https://www.fca.org.uk/",
    registerUrl: "https://register.fca.org.uk/s/",
    firmReference: "998812",
    status:
      "Wealth Match Ltd is authorised and regulated by the Financial Conduct Authority to introduce clients to investment firms (firm reference number 998812). We do not give financial advice.",
  },
  /**
   * Awards the company has actually won, each naming its year and awarding body. Only facts
   * the operator can show belong here; the list is empty until there is one.
   */
  awards: [] as readonly string[],
  social: {
    x: "https://x.com/wealthmatchuk",
    linkedIn: "https://www.linkedin.com/company/wealthmatchuk",
  },
} as const;
