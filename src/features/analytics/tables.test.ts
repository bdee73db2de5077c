import { describe, expect, it } from "vitest";
import { experimentsTable, funnelTables, pagesTable, sourcesTable, toCsv, type ReportTable } from "./tables";

const declared = [{ title: "home-cta-wording", variants: [{ name: "compare-now", weight: 1 }, { name: "find-my-matches", weight: 1 }] }];

describe("funnel tables", () => {
  const { funnel, devices, back } = funnelTables([
    { flow: "proforma", question: "looking-for-advice", step: 1, device: null, reached: 8, continued: 6, dropped: 2, wentBack: 0, medianMs: 4250 },
    { flow: "proforma", question: "age", step: 2, device: null, reached: 6, continued: 3, dropped: 1, wentBack: 4, medianMs: null },
    { flow: "proforma", question: "age", step: 2, device: "Mobile", reached: 2, continued: 1, dropped: 1, wentBack: 4, medianMs: 3000 },
    { flow: "proforma", question: "a-page-since-removed", step: 3, device: null, reached: 1, continued: 1, dropped: 0, wentBack: 0, medianMs: null },
  ]);

  // Of the 3 who reached "age" without continuing, 2 went back and answered a later question: 1 dropped.
  it("shows dropped visitors as a count and a share of those who reached the question", () => {
    expect(funnel.caption).toBe("Questionnaire funnel");
    expect(funnel.rows).toEqual([
      ["Questionnaire", "1", "Help wanted", "looking-for-advice", "8", "6", "2", "25.0%", "4.3 s", "0"],
      ["Questionnaire", "2", "Age", "age", "6", "3", "1", "16.7%", "–", "4"],
      // A page the questionnaire no longer has is named by its id.
      ["Questionnaire", "3", "a-page-since-removed", "a-page-since-removed", "1", "1", "0", "0.0%", "–", "0"],
    ]);
    expect(devices.rows).toEqual([["Mobile", "Questionnaire", "2", "Age", "age", "2", "1", "1", "50.0%", "3.0 s"]]);
    expect(back.rows).toEqual([["Questionnaire", "Age", "age", "4"]]);
  });
});

describe("traffic sources table", () => {
  const row = { source: "newsletter", medium: "email", campaign: null, visits: 200, starts: 50, completions: 20, leads: 5 };

  it("gives each step's conversion rate against the step before", () => {
    const { table } = sourcesTable([{ ...row, introductions: null }]);
    expect(table.caption).toBe("Traffic sources");
    expect(table.columns).not.toContain("Introductions");
    expect(table.rows).toEqual([["newsletter", "email", "–", "200", "50", "25.0%", "20", "40.0%", "5", "25.0%"]]);
  });

  it("adds the introductions columns only when they are known", () => {
    const { table } = sourcesTable([{ ...row, introductions: 12 }]);
    expect(table.columns.slice(-2)).toEqual(["Introductions", "Introductions per lead"]);
    expect(table.rows[0]!.slice(-2)).toEqual(["12", "2.4"]);
  });

  it("keeps the introductions columns for a period with no visits", () => {
    expect(sourcesTable([]).table.columns.slice(-2)).toEqual(["Introductions", "Introductions per lead"]);
  });
});

describe("experiments table", () => {
  it("reports uplift, chance to beat control and no warning on a healthy split", () => {
    const { table } = experimentsTable(
      [
        { title: "home-cta-wording", variant: "compare-now", exposures: 1000, conversions: 100 },
        { title: "home-cta-wording", variant: "find-my-matches", exposures: 1000, conversions: 120 },
      ],
      declared,
    );
    expect(table.caption).toBe("Experiments");
    expect(table.columns).toContain("Chance to beat control");
    expect(table.rows).toEqual([
      ["home-cta-wording", "compare-now (control)", "1,000", "100", "10.0%", "–", "–", "–"],
      ["home-cta-wording", "find-my-matches", "1,000", "120", "12.0%", "+20.0% (-6.6% to +54.2%)", "92.3%", "–"],
    ]);
  });

  it("warns of a sample-ratio mismatch and of too few conversions", () => {
    const { table } = experimentsTable(
      [
        { title: "home-cta-wording", variant: "compare-now", exposures: 5200, conversions: 9 },
        { title: "home-cta-wording", variant: "find-my-matches", exposures: 4800, conversions: 12 },
      ],
      declared,
    );
    expect(table.rows[0]![7]).toMatch(/^Split departs from the declared weights \(χ² p = 6\.3e-5\)$/);
    expect(table.rows[1]![7]).toMatch(/Split departs.*; Each arm needs at least 50 exposures and 10 conversions to judge/);
    expect(table.rows[1]!.slice(5, 7)).toEqual(["Not enough data yet", "Not enough data yet"]);
  });

  it("judges nothing against a control with no visitors, or below the minimum in either arm", () => {
    const judged = (control: [number, number], variant: [number, number]) =>
      experimentsTable(
        [
          { title: "home-cta-wording", variant: "compare-now", exposures: control[0], conversions: control[1] },
          { title: "home-cta-wording", variant: "find-my-matches", exposures: variant[0], conversions: variant[1] },
        ],
        declared,
      ).table.rows[1]!.slice(5, 7);
    const notYet = ["Not enough data yet", "Not enough data yet"];
    expect(judged([0, 0], [3, 2])).toEqual(notYet);
    expect(judged([49, 20], [500, 60])).toEqual(notYet);
    expect(judged([500, 60], [500, 9])).toEqual(notYet);
    expect(judged([50, 10], [50, 10])).not.toEqual(notYet);
  });

  it("lists declared variants nobody has seen yet", () => {
    const { table } = experimentsTable([], declared);
    expect(table.rows.map((row) => row.slice(1, 5))).toEqual([
      ["compare-now (control)", "0", "0", "–"],
      ["find-my-matches", "0", "0", "–"],
    ]);
  });
});

describe("pages table", () => {
  it("shows medians, scroll depth in pixels and the idle share", () => {
    const { table } = pagesTable([{ path: "/", device: null, visits: 3, medianSeconds: 20, medianScrollDepth: 1600.5, idleShare: 1 / 3 }]);
    expect(table.rows).toEqual([["/", "All devices", "3", "20.0 s", "1,601 px", "33.3%"]]);
  });
});

describe("toCsv", () => {
  const table: ReportTable = {
    id: "sources",
    caption: "Traffic sources",
    columns: ["Source", "Visits", "Rate"],
    numeric: [1, 2],
    rows: [
      ["=HYPERLINK(\"x\")", "1,200", "-6.6%"],
      ["plain, with comma", "3", "+2.0%"],
      ["@cmd", "0", "–"],
    ],
  };

  it("writes RFC 4180 rows, defusing visitor text a spreadsheet would run as a formula", () => {
    expect(toCsv(table)).toBe(
      'Source,Visits,Rate\r\n"\'=HYPERLINK(""x"")","1,200",-6.6%\r\n"plain, with comma",3,+2.0%\r\n\'@cmd,0,–\r\n',
    );
  });

  it("neutralises a formula after a leading space or behind a `;` in visitor text", () => {
    const csv = toCsv({ ...table, rows: [["x;=1+2", "1", "0.0%"], [" =1+2", "1", "0.0%"], ["a|@cmd", "1", "0.0%"]] });
    expect(csv).toBe("Source,Visits,Rate\r\nx;'=1+2,1,0.0%\r\n' =1+2,1,0.0%\r\na|'@cmd,1,0.0%\r\n");
  });
  it("neutralises a figure column's cell that is not a figure the site formatted", () => {
    expect(toCsv({ ...table, rows: [["x", "=1+2", "-1+2"]] })).toBe("Source,Visits,Rate\r\nx,'=1+2,'-1+2\r\n");
  });
});
