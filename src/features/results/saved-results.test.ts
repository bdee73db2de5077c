import { describe, expect, it } from "vitest";
import { RETENTION } from "@/config/retention";
import { dataWeCollect } from "@/features/legal/privacy-policy";
import { savedResultsText } from "./saved-results";

describe("what Save your results says about where the results are kept", () => {
  const answersKept = dataWeCollect(13, { storesIpAddresses: false }).find((row) => row.what === "Your questionnaire answers")!;

  it.each([false, true])("never says they live in this browser alone (opened with a link: %s)", (openedWithLink) => {
    const text = savedResultsText(openedWithLink);
    // They are stored on the server, and a browser signed in with an e-mailed link opens them too.
    expect(text).not.toMatch(/kept in this browser|this browser only|only in this browser/i);
    expect(text).toContain("only a browser signed in to them can open them");
  });

  it("states the privacy policy's own period for answers and matches", () => {
    expect(answersKept.detail).toMatch(/your matches/);
    expect(answersKept.keep).toMatch(new RegExp(`^${RETENTION.answersMonths} months after you last saved them`));
    for (const openedWithLink of [false, true]) {
      expect(savedResultsText(openedWithLink)).toContain(`We keep your answers and matches for ${RETENTION.answersMonths} months after you last saved them.`);
    }
  });

  it("offers the e-mailed link and says what the address is used for", () => {
    expect(savedResultsText(false)).toBe(
      `We keep your answers and matches for ${RETENTION.answersMonths} months after you last saved them. Without an account, only a browser signed in to them can open them, as this one is. We can e-mail you a link that opens them, and your introductions, on any device. We use the address only to send that link.`,
    );
    expect(savedResultsText(true)).toMatch(/^You opened these results with a link from an e-mail\. .+ We can e-mail you another link/);
  });
});
