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

  it("calls the action a link in the plain-text part, which has no button", () => {
    const confirm = composeMail({
      subject: "Please confirm",
      greeting: "Dear Ada,",
      paragraphs: ["Please confirm it is yours with the button below.", "The button below works once."],
      action: { label: "Confirm", url: "https://example.test/c" },
    });
    expect(confirm.text).toContain("Please confirm it is yours with the link below.");
    expect(confirm.text).toContain("The link below works once.");
    expect(confirm.text).not.toContain("button");
    expect(confirm.html).toContain("with the button below.");
  });

  it("never lets a value break out into markup", () => {
    expect(mail.html).not.toContain("<script>");
  });

  it("draws the call to action as a button, and makes the web addresses in its footer links, never those in its paragraphs", () => {
    expect(mail.html).toMatch(/<a href="https:\/\/example\.test\/sales-portal\/saltus\?i=1&amp;x=2" style="display:inline-block;background:#1f6843;[^"]*">Open the introduction<\/a>/);
    const linked = composeMail({
      subject: "Links",
      greeting: "Hello,",
      paragraphs: ["Their reason: see https://elsewhere.example/login."],
      footer: ["Sign in with this link: https://example.test/account/link?t=a&b=c. Or go to http://example.test/x, later.", "Unsubscribe: https://example.test/u?id=1"],
    });
    // A paragraph may quote what someone typed: its addresses stay text.
    expect(linked.html).toContain("Their reason: see https://elsewhere.example/login.</p>");
    expect(linked.html).toContain('Sign in with this link: <a href="https://example.test/account/link?t=a&amp;b=c" style="color:#1a5337;word-break:break-all">https://example.test/account/link?t=a&amp;b=c</a>. Or go to');
    expect(linked.html).toContain('<a href="http://example.test/x" style="color:#1a5337;word-break:break-all">http://example.test/x</a>, later.');
    expect(linked.html).toContain('Unsubscribe: <a href="https://example.test/u?id=1" style="color:#1a5337;word-break:break-all">https://example.test/u?id=1</a>');
    // A quote ends an address: it never reaches the link's attribute, and is written as text.
    expect(composeMail({ subject: "s", greeting: "g", paragraphs: [], footer: ['"https://example.test/"onmouseover="x'] }).html).toContain(
      '&quot;<a href="https://example.test/" style="color:#1a5337;word-break:break-all">https://example.test/</a>&quot;onmouseover=&quot;x',
    );
  });
});
