import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RETENTION } from "@/config/retention";
import { MEETING_CHANGES_PER_DAY } from "@/features/meetings/server/meetings";
import { signInRules } from "@/server/auth/sign-in-throttle";
import { writePolicies } from "@/server/limits";
import { mailLimits } from "@/server/mail/limits";
import type { LimitRule } from "@/server/rate-limit";
import { dataWeCollect, emailsWeSend, firmReceives, PrivacyPolicy, servicesSwitchedOn } from "./privacy-policy";

/** The policy as a reader sees it: text only, entities decoded, whitespace collapsed. */
function policyText(services: readonly string[] = []): string {
  return renderToStaticMarkup(createElement(PrivacyPolicy, { trackingRetentionMonths: 13, storesIpAddresses: true, services }))
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("privacy policy", () => {
  it("names each service of another company that is switched on, and says when none is", () => {
    expect(policyText()).toContain("No analytics, advertising or error-reporting service of another company is switched on.");
    const all = servicesSwitchedOn({ tagManagerId: "GTM-ABCD", analyticsId: "G-ABCD", reviewsScriptUrl: "https://reviews.example/w.js", consentBlockerId: "x", sentryDsn: "https://k@o.example/1" });
    expect(all).toHaveLength(5);
    const text = policyText(all);
    for (const name of ["Cookiebot", "Google Analytics", "Sentry", "Google Tag Manager", "reviews widget"]) expect(text).toContain(name);
    expect(text).not.toContain("No analytics, advertising");
    const one = policyText(servicesSwitchedOn({ analyticsId: "G-ABCD" }));
    expect(one).toContain("Google Analytics, only if you accept analytics");
    expect(one).not.toContain("Sentry");
  });

  it("states the retention periods that npm run purge enforces (src/config/retention.ts)", () => {
    const keep = dataWeCollect(13, { storesIpAddresses: true }).map((row) => `${row.what}: ${row.keep}`).join("\n");
    expect(keep).toContain(`Your questionnaire answers: ${RETENTION.answersMonths} months after you last saved them, then deleted.`);
    expect(keep).toContain(`Your profile and introduction requests: ${RETENTION.introductionMonths / 12} years after the introduction`);
    expect(keep).toContain(`Callback requests: ${RETENTION.introductionMonths / 12} years after the request`);
    expect(keep).toContain(`Messages you send us: ${RETENTION.messagesMonths} months after you sent them, then deleted.`);
    expect(keep).toContain(`Your visitor identifier and session: ${RETENTION.idleVisitorDays} days after your last visit`);
    expect(keep).toContain(`Copies of the e-mails we send you: ${RETENTION.mailDays} days after the e-mail was written, then deleted.`);
    expect(keep).toContain(`Protection against abuse: Counts run out an hour after the last request at the latest (a day, for the changes to a meeting) and are deleted within about an hour after that; the networks you signed in from, ${RETENTION.familiarNetworkDays} days`);
    expect(dataWeCollect(13, { storesIpAddresses: true }).find((row) => row.what === "An account, if you create one")?.detail).toContain("a link that works once, within an hour");
    expect(keep).toContain("Visit tracking, only if you agree: 13 months");
    expect(keep).toContain("Campaign and experiment records, only if you agree: 13 months");
  });

  it("covers each kind of data the site stores, with purpose, lawful basis and retention", () => {
    const rows = dataWeCollect(13, { storesIpAddresses: true });
    const names = rows.map((row) => row.what.toLowerCase()).join(" | ");
    for (const kind of ["questionnaire", "profile", "your introductions", "your first meetings", "what came of your first meeting", "your reviews", "callback", "messages", "newsletter", "visit tracking", "campaign", "cookies"]) expect(names).toContain(kind);
    for (const row of rows) {
      expect(row.why).not.toBe("");
      expect(row.basis).not.toBe("");
      expect(row.keep).not.toBe("");
    }
  });

  it("says what deleting the account does to reviews and meeting outcomes, as the code does (src/features/reviews/server/reviews.test.ts)", () => {
    const rows = dataWeCollect(13, { storesIpAddresses: true });
    const reviewRow = rows.find((row) => row.what === "Your reviews")!;
    expect(reviewRow.keep).toMatch(/Deleting your account deletes your reviews from the site at once; we do not keep them in anonymous form/);
    // Withdrawing is the investor's own button (withdrawReview, tested in reviews.test.ts); the review goes with its introduction (retention.test.ts).
    expect(reviewRow.basis).toMatch(/you can withdraw it at any time/);
    expect(reviewRow.keep).toContain(`Published until you withdraw it, which deletes it at once`);
    expect(reviewRow.keep).toContain("You can withdraw a removed review too, which deletes it at once: we then keep only our record of the removal");
    expect(reviewRow.keep).toContain(`deleted with its introduction, ${RETENTION.introductionMonths / 12} years after the introduction`);
    expect(rows.find((row) => row.what.startsWith("What came of your first meeting"))!.keep).toMatch(/deleted with your account/);
  });

  it("says IP addresses are stored only when the server is told which proxy to believe", () => {
    const row = (stores: boolean, what: string) => dataWeCollect(13, { storesIpAddresses: stores }).find((r) => r.what.startsWith(what))!;
    expect(row(true, "Your visitor identifier").detail).toContain("records the IP address and the browser description");
    expect(row(false, "Your visitor identifier").detail).toContain("but not your IP address");
    expect(row(false, "Your visitor identifier").keep).not.toMatch(/IP address/);
    expect(row(true, "Visit tracking").detail).toMatch(/your IP address/);
    expect(row(false, "Visit tracking").detail).not.toMatch(/IP address/);
    for (const stores of [true, false]) expect(row(stores, "Visit tracking").detail).toContain("the questionnaire's questions you reached");
    // The tracker sends the site's browser log with each visit (src/features/tracking/tracker.ts).
    for (const stores of [true, false]) expect(row(stores, "Visit tracking").detail).toContain("anything in the site's own log in your browser's storage (wmLogs");
  });

  it("states the configured tracking retention and says tracking needs consent", () => {
    const tracking = dataWeCollect(7, { storesIpAddresses: true }).find((row) => row.what.startsWith("Visit tracking"))!;
    expect(tracking.keep).toBe("7 months, then deleted.");
    expect(tracking.basis).toMatch(/^Consent/);
    expect(tracking.detail).toMatch(/IP address/);
  });

  it("says that only the chosen firm receives the visitor's contact details and answer summary", () => {
    const text = policyText();
    expect(text).toContain(`that firm, and only that firm, receives ${firmReceives.join(", ")}.`);
    for (const field of ["your name", "phone number", "e-mail address", "how and when you prefer to be contacted", "summary of your answers"]) {
      expect(firmReceives.some((item) => item.includes(field))).toBe(true);
    }
    // The answer summary as the firm's workspace shows it (src/features/introductions/answer-summary.ts).
    for (const part of ["advice on", "investable amount", "where you live", "age band", "ethical", "when you expect the sale to complete", "other professionals"]) {
      expect(firmReceives.at(-1)).toContain(part);
    }
    expect(text).toMatch(/never learns which other firms you were matched with/);
  });

  it("names the mail provider, SMTP and every kind of e-mail the site sends", () => {
    const text = policyText();
    expect(text).toContain("We send our e-mails through our mail provider over SMTP");
    // Listed one by one after it, each a sentence of its own.
    const listed = text.slice(text.indexOf("These are the e-mails we send:"));
    for (const mail of emailsWeSend) expect(listed).toContain(`${mail.charAt(0).toUpperCase()}${mail.slice(1)}.`);
    for (const kind of ["introductions", "accepts or declines", "password-reset", "newsletter sign-up confirmations", "first-meeting bookings, changes, cancellations and a reminder", "sign you in", "introductions team"]) {
      expect(emailsWeSend.some((item) => item.includes(kind))).toBe(true);
    }
  });

  it("states when introductions close and hide contact details, from the retention settings", () => {
    const text = policyText();
    expect(text).toContain(`An introduction closes after ${RETENTION.introductionOpenMonths} months unless you became the firm's client`);
    expect(text).toContain("the firm no longer sees your contact details on our site");
    const row = dataWeCollect(13, { storesIpAddresses: true }).find((r) => r.what === "Your introductions")!;
    expect(row.keep).toContain(`closes after ${RETENTION.introductionOpenMonths} months unless you became the firm's client`);
    expect(RETENTION.introductionOpenMonths).toBe(6);
  });

  it("states that introductions never confirmed lapse and their details are deleted, from the retention settings", () => {
    const profile = dataWeCollect(13, { storesIpAddresses: true }).find((r) => r.what === "Your profile and introduction requests")!;
    expect(profile.keep).toContain(`your introductions lapse after ${RETENTION.introductionUnconfirmedDays} days and the details you gave with them are deleted`);
    expect(policyText()).toContain(`An introduction you do not confirm within ${RETENTION.introductionUnconfirmedDays} days lapses, and the details you gave with it are deleted.`);
    expect(RETENTION.introductionUnconfirmedDays).toBe(7);
  });

  it("states that unconfirmed newsletter sign-ups are deleted after the configured days", () => {
    const newsletter = dataWeCollect(13, { storesIpAddresses: true }).find((r) => r.what === "Newsletter sign-up")!;
    expect(newsletter.keep).toContain(`do not confirm with the link we e-mail you is deleted after ${RETENTION.newsletterUnconfirmedDays} days.`);
    expect(RETENTION.newsletterUnconfirmedDays).toBe(7);
    expect(policyText()).toContain(`is deleted after ${RETENTION.newsletterUnconfirmedDays} days`);
  });

  it("says what is kept about meetings and for how long, from the retention settings", () => {
    const row = dataWeCollect(13, { storesIpAddresses: true }).find((r) => r.what === "Your first meetings")!;
    for (const part of ["date and time", "phone, video call or in person", "time zone", "who moved or cancelled it and the reason", "reminder"]) expect(row.detail).toContain(part);
    expect(row.keep).toBe(`As part of the introduction: ${RETENTION.introductionMonths / 12} years after the introduction, then deleted with it. Deleting your account deletes your meetings at once.`);
    expect(policyText()).toContain("Your first meetings");
  });

  it("keeps counts against abuse no longer than it says: an hour, and a day for a meeting's changes", () => {
    const HOUR = 60 * 60;
    const windows = [
      ...Object.values(writePolicies).flatMap((policy): LimitRule[] => ("perAccount" in policy ? [policy.perAddress, policy.perAccount] : [policy.perAddress])),
      ...Object.values(mailLimits.perKind),
      ...Object.values(mailLimits.perTarget),
      mailLimits.defaultPerKind,
      mailLimits.perAddress,
      mailLimits.defaultPerTarget,
      signInRules.address,
    ].map((rule) => rule!.window);
    expect(Math.max(...windows, signInRules.accountAtAddress.forgetAfter, signInRules.accountFromNewAddresses.forgetAfter)).toBeLessThanOrEqual(HOUR);
    expect(MEETING_CHANGES_PER_DAY.window).toBe(24 * HOUR);
  });
});
