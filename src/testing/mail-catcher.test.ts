import { describe, expect, it } from "vitest";
import { parseMail } from "./mail-catcher";

describe("the test mail catcher's reading of a subject", () => {
  it("joins adjacent encoded words without the space between them, as RFC 2047 reads them", () => {
    const raw = "Subject: =?UTF-8?Q?Your_changes_to_Saltus=E2=80=99s_profile?= =?UTF-8?Q?_are_published?=\r\n\r\nBody";
    expect(parseMail(raw, []).subject).toBe("Your changes to Saltus’s profile are published");
  });
  it("keeps the space between an encoded word and plain text", () => {
    expect(parseMail("Subject: =?UTF-8?B?4oCZ?= and more\r\n\r\nBody", []).subject).toBe("’ and more");
  });
});
