/** Facts about the business, declared once and read by the header, footer, legal pages and structured data. */
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
  social: {
    x: "https://x.com/wealthmatchuk",
    linkedIn: "https://www.linkedin.com/company/wealthmatchuk",
  },
} as const;
