import { describe, expect, it } from "vitest";
import { csvDownload, neutraliseFormula, writeCsv } from "./csv";

describe("neutraliseFormula", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+44 20", "'+44 20"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t'=1"],
    ["\r=1", "'\r'=1"],
    [" =1+2", "' =1+2"],
    ["   @cmd", "'   @cmd"],
    [";=1+2", "';'=1+2"],
    ["x;=1+2", "x;'=1+2"],
    ["x; =1+2", "x; '=1+2"],
    ["x,=1+2", "x,'=1+2"],
    ["x|=1+2", "x|'=1+2"],
    ["x\t@1", "x\t'@1"],
    ["a\n=1", "a\n'=1"],
  ])("neutralises %j", (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(["Jane Smith-Jones", "2026-11-20T10:00:00.000Z", "/guides/pensions?utm_source=x", "jane@example.com", "Sent, waiting for the firm", "", "–"])(
    "leaves %j as it is",
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );
});

describe("writeCsv", () => {
  it("writes RFC 4180 rows with CRLF line ends, quoting where needed", () => {
    expect(writeCsv(["A", "B"], [["plain, with comma", 'say "hi"'], ["two\nlines", "x"]])).toBe(
      'A,B\r\n"plain, with comma","say ""hi"""\r\n"two\nlines",x\r\n',
    );
  });
  it("quotes every cell when asked", () => {
    expect(writeCsv(["A"], [["x"]], { quoteAll: true })).toBe('"A"\r\n"x"\r\n');
  });
  it("keeps the site's own figures in figure columns, and neutralises anything else there", () => {
    expect(writeCsv(["Rate"], [["-6.6%"], ["+2.0%"], ["1,200"], ["20.0 s"], ["1,601 px"], ["–"], ["=1+2"], ["-1+2"]], { figureColumns: [0] })).toBe(
      "Rate\r\n-6.6%\r\n+2.0%\r\n\"1,200\"\r\n20.0 s\r\n\"1,601 px\"\r\n–\r\n'=1+2\r\n'-1+2\r\n",
    );
  });
  it("neutralises the header too", () => {
    expect(writeCsv(["=cmd"], [])).toBe("'=cmd\r\n");
  });
});

describe("csvDownload", () => {
  it("answers UTF-8 CSV as an attachment that is never cached", async () => {
    const response = csvDownload(writeCsv(["Name"], [["=1+2"]]), "introductions-2026-11-27.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="introductions-2026-11-27.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte order mark first, so Excel reads it as UTF-8 (Response.text() drops it, as browsers do).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Name\r\n'=1+2\r\n");
  });
  it("refuses a file name that would need escaping in the header", () => {
    expect(() => csvDownload("", 'x".csv')).toThrow(/unsafe file name/);
  });
});
