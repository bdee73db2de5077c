import { describe, expect, it } from "vitest";
import { composeMail } from "./compose";

describe("composeMail", () => {
  const mail = composeMail({
    subject: "New introduction",
    greeting: "Hello,",
    paragraphs: ["Ada <script> & Co asked to hear from you."],
    action: { label: "Open the introduction", url: "https://example.test/sales-portal/saltus?i=1&x=2" },
    footer: ["You receive this because you work with Saltus."],
  });

  it("says the same thing in plain text and HTML", () => {
    expect(mail.text).toContain("Ada <script> & Co asked to hear from you.");
    expect(mail.text).toContain("Open the introduction: https://example.test/sales-portal/saltus?i=1&x=2");
    expect(mail.html).toContain("Ada &lt;script&gt; &amp; Co asked to hear from you.");
    expect(mail.html).toContain('href="https://example.test/sales-portal/saltus?i=1&amp;x=2"');
    expect(mail.html).toContain('lang="en-GB"');
  });

  it("never lets a value break out into markup", () => {
    expect(mail.html).not.toContain("<script>");
  });
});
