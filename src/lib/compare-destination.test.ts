import { describe, expect, it } from "vitest";
import { compareDestination, searchTermFromQuery } from "./compare-destination";

describe("compareDestination", () => {
  it("goes to the questionnaire by default", () => {
    expect(compareDestination(null)).toBe("/proforma");
    expect(compareDestination("pensions")).toBe("/proforma");
    expect(compareDestination("Lloyds ")).toBe("/proforma");
  });

  it("goes to the insurer flow's first step for the partner's searchTerm", () => {
    expect(compareDestination("lloyds")).toBe("/lloyds/have-an-account");
  });
});

describe("searchTermFromQuery", () => {
  it("reads searchTerm, or else utm_term", () => {
    expect(searchTermFromQuery("?searchTerm=lloyds")).toBe("lloyds");
    expect(searchTermFromQuery("?utm_source=x&utm_term=lloyds")).toBe("lloyds");
    expect(searchTermFromQuery("?utm_term=other&searchTerm=lloyds")).toBe("lloyds");
    expect(searchTermFromQuery("?searchTerm=wealth%20manager%20london")).toBe("wealth manager london");
  });

  it("ignores missing and blank values and caps the length", () => {
    expect(searchTermFromQuery("")).toBeNull();
    expect(searchTermFromQuery("?searchTerm=%20%20&utm_source=x")).toBeNull();
    expect(searchTermFromQuery(`?searchTerm=${"a".repeat(500)}`)).toHaveLength(200);
  });
});
