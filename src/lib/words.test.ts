import { describe, expect, it } from "vitest";
import { listInWords, possessive } from "./words";

describe("words", () => {
  it("lists in words", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["Saltus"])).toBe("Saltus");
    expect(listInWords(["Saltus", "Canaccord", "Evelyn"])).toBe("Saltus, Canaccord and Evelyn");
  });

  it("writes a name's possessive as British usage does", () => {
    expect(possessive("Canaccord")).toBe("Canaccord's");
    expect(possessive("Saltus")).toBe("Saltus'");
    expect(possessive("Evelyn Partners")).toBe("Evelyn Partners'");
  });
});
