import Link from "next/link";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import type { publicEnv } from "@/config/public-env";
import { site } from "@/config/site";
import { MAIL_KINDS, type MailKind } from "@/server/mail/kinds";
import { LegalPage, LegalTable } from "./legal-page";

/**
 * What we collect, why, on what lawful basis and for how long: one row per kind of data the site
 * actually stores (the tables of src/server/db/schema.ts and the browser storage inventory).
 */
export function dataWeCollect(trackingRetentionMonths: number, { storesIpAddresses }: { storesIpAddresses: boolean }) {
  // An address is stored only when the server is told which proxy to believe (TRUST_PROXY):
  // src/server/client-address.ts, `storableClientAddress`.
  const sessionRecords = storesIpAddresses
    ? "the IP address and the browser description (user agent) it was started from"
    : "the browser description (user agent) it was started from, but not your IP address";
  return [
    {
      what: "Your questionnaire answers",
      detail: "What you want help with, amounts by band, age, employment, residence, investing knowledge and attitude to risk, and your matches.",
      why: "To suggest firms that fit you and show why; to let you come back to your matches.",
      basis: "Steps you ask us to take before an introduction (contract); our legitimate interest in improving the matching, using totals only.",
      keep: `${RETENTION.answersMonths} months after you last saved them, then deleted.`,
    },
    {
      what: "Your profile and introduction requests",
      detail: "First and last name, phone number, e-mail address (and, after you change it, the address you confirmed before, until you confirm the new one), how and when you prefer to be contacted, your agreement to our terms, the firms you chose.",
      why: "To introduce you to the firms you chose and to tell you about it.",
      basis: "Contract: you ask us to make the introduction.",
      keep: `${RETENTION.introductionMonths / 12} years after the introduction, as records of regulated business. If you never confirm your e-mail address with the link we e-mail you, no firm is told, your introductions lapse after ${RETENTION.introductionUnconfirmedDays} days and the details you gave with them are deleted.`,
    },
    {
      what: "Your introductions",
      detail: "Each firm you sent your details to, where the introduction stands (for example accepted, declined or withdrawn), a decline reason the firm gave, and when each change happened.",
      why: "To show you and the firm where each introduction stands, and to tell you when the firm answers.",
      basis: "Contract.",
      keep: `${RETENTION.introductionMonths / 12} years after the introduction. It closes after ${RETENTION.introductionOpenMonths} months unless you became the firm's client; from then on the firm no longer sees your contact details on our site.`,
    },
    {
      what: "Your first meetings",
      detail:
        "When you book a first meeting with a firm that accepted your introduction: its date and time, whether by phone, video call or in person (with the firm's address), the time zone your browser gave when you booked, who moved or cancelled it and the reason given, and when we sent the reminder.",
      why: "To book the meeting, send you and the firm calendar invitations, updates and a reminder the day before, and show you both when it is.",
      basis: "Contract: you ask us to arrange the meeting.",
      keep: `As part of the introduction: ${RETENTION.introductionMonths / 12} years after the introduction, then deleted with it. Deleting your account deletes your meetings at once.`,
    },
    {
      what: "What came of your first meeting",
      detail: "After a first meeting booked through us, your answers to whether it took place and whether you became the firm's client, and the firm's answers to the same questions.",
      why: "To check that the firms we introduce follow through, to look into it where your answer and the firm's differ, and to open reviews only to people who met the firm.",
      basis: "Our legitimate interest in keeping our introductions and the reviews we publish honest.",
      keep: `Like the introduction: ${RETENTION.introductionMonths / 12} years after it, and deleted with your account.`,
    },
    {
      what: "Your reviews",
      detail:
        "The star rating and text of a review you write of a firm, the date of the meeting it rests on, the firm's reply, and a one-way hash of your e-mail address, so that each person publishes one review of a firm. We publish it with your first name and the initial of your last name only, never your full name or contact details.",
      why: "To publish it on the firm's profile for other investors, as you asked.",
      basis: "Consent: you choose to write it, and you can withdraw it at any time on the page where you wrote it.",
      keep: `Published until you withdraw it, which deletes it at once, or until our staff remove it for one of the reasons on our page about reviews. You can withdraw a removed review too, which deletes it at once: we then keep only our record of the removal (the firm, our reason, the date and which of our staff removed it), with nothing you wrote and no note of ours about it. Otherwise deleted with its introduction, ${RETENTION.introductionMonths / 12} years after the introduction. Deleting your account deletes your reviews from the site at once; we do not keep them in anonymous form.`,
    },
    {
      what: "Callback requests",
      detail: "Which firm you asked to call you, and when.",
      why: "To pass your request to that firm once, and not twice.",
      basis: "Contract.",
      keep: `${RETENTION.introductionMonths / 12} years after the request, like the introduction.`,
    },
    {
      what: "Messages you send us",
      detail: "Name, e-mail address, message and, if you give one, phone number from the contact form; partnership enquiries.",
      why: "To answer you.",
      basis: "Legitimate interest in answering the people who write to us.",
      keep: `${RETENTION.messagesMonths} months after you sent them, then deleted.`,
    },
    {
      what: "Newsletter sign-up",
      detail: "First name, last name, e-mail address.",
      why: "To send you our newsletter.",
      basis: "Consent, which you can withdraw at any time with the link in every e-mail.",
      keep: `Until you unsubscribe, when it is deleted at once. A sign-up you do not confirm with the link we e-mail you is deleted after ${RETENTION.newsletterUnconfirmedDays} days.`,
    },
    {
      what: "Your visitor identifier and session",
      detail:
        `A random identifier in a strictly necessary cookie, created only when you accept analytics or first save something (finished answers, your profile, a message or a request); looking at pages creates none. Each session also records ${sessionRecords}.`,
      why: "To keep your answers, matches and requests together without an account, and to see where a session was started if it is misused.",
      basis: "Legitimate interest; strictly necessary storage under PECR.",
      keep: `${RETENTION.idleVisitorDays} days after your last visit, unless you create an account or it still holds answers or requests we keep (then as long as they are kept). A session, with ${storesIpAddresses ? "its IP address and browser description" : "its browser description"}, is deleted once it has expired or you sign out.`,
    },
    {
      what: "Copies of the e-mails we send you",
      detail: "Your e-mail address and each e-mail's subject and text (confirmations, status updates, password-reset and newsletter links), kept in our outbox. Once an e-mail has been sent, or we have stopped trying to send it, the links in our copy that would sign you in, confirm, reset or unsubscribe are replaced by a note, so the copy cannot be used to open anything.",
      why: "To deliver each e-mail once, to retry while a mail server is down, and to let our staff check what was sent.",
      basis: "The same as the purpose each e-mail serves (contract, or consent for the newsletter).",
      keep: `${RETENTION.mailDays} days after the e-mail was written, then deleted.`,
    },
    {
      what: "Sign-in links",
      detail: "When we e-mail you a link that signs you in (in each e-mail about your introductions sent to an address confirmed with us, or when you ask for one or to save your results), we keep the address it went to and a one-way hash of the link. The link itself is kept only in our copy of the e-mail, until the e-mail has been sent or we have stopped trying to send it.",
      why: "To let you open your results and introductions on any device, once per link, and to send a new link to the same address when one has expired or been used.",
      basis: "Contract (the introductions you asked for), or legitimate interest when you ask for a link.",
      keep: `A link works once, within ${RETENTION.signInLinkDays} days; its record is deleted a day after it is used or expires.`,
    },
    {
      what: "An account, if you create one",
      detail: `E-mail address and a password, stored only as a one-way hash. We e-mail you a link to confirm the address before the account can be used. If you ask to reset your password, we e-mail you a link that works once, within ${RETENTION.passwordResetMinutes === 60 ? "an hour" : `${RETENTION.passwordResetMinutes} minutes`}.`,
      why: "To let you sign in and keep your matches.",
      basis: "Contract.",
      keep: "Until you delete your account from your account page.",
    },
    {
      what: "Protection against abuse",
      detail: "Counts of recent requests and sign-in attempts, kept under your IP address (or its network), your visitor or account identifier, or a one-way hash of the e-mail address involved, a count of the changes to each first meeting, and a one-way hash of each network you have signed in from. These hashes are made with a secret key of ours, so that no one without it can match one to an address or a network they guess.",
      why: "To slow down password guessing and floods of requests or e-mails, without locking you out of your own account.",
      basis: "Legitimate interest in keeping accounts and inboxes safe.",
      keep: `Counts run out an hour after the last request at the latest (a day, for the changes to a meeting) and are deleted within about an hour after that; the networks you signed in from, ${RETENTION.familiarNetworkDays} days after you last signed in from them.`,
    },
    {
      what: "Visit tracking, only if you agree",
      detail: `Pages visited, time on each, how far you scrolled, screen size, device type, the questionnaire's questions you reached, how long you spent on each, whether you went back or left, and anything in the site's own log in your browser's storage (wmLogs, where this version of the site writes nothing)${storesIpAddresses ? ", and your IP address (taken by our own server)" : ""}.`,
      why: "To understand which pages help people and to fix the ones that do not.",
      basis: "Consent, given in the cookie banner and withdrawn there at any time.",
      keep: `${trackingRetentionMonths} months, then deleted.`,
    },
    {
      what: "Campaign and experiment records, only if you agree",
      detail: "The campaign tags (UTM parameters) in the link that brought you here, and which version of a page you saw in a test.",
      why: "To know which campaigns and partners bring visitors, and which wording works best.",
      basis: "Consent.",
      keep: `${trackingRetentionMonths} months, then deleted.`,
    },
    {
      what: "Cookies and browser storage",
      detail: "Listed one by one in our cookie policy.",
      why: "As the cookie policy says for each.",
      basis: "Strictly necessary items: legitimate interest. All others: consent.",
      keep: "As the cookie policy says for each.",
    },
  ];
}

/**
 * What a firm receives when a visitor introduces themselves to it: the contact details of the
 * lead and the answer summary (src/features/introductions/answer-summary.ts) shown in the firm's
 * workspace (src/features/sales-portal/server/introductions.ts), and nothing more.
 */
export const firmReceives = [
  "your name",
  "phone number",
  "e-mail address (after you change it, still the previous one until you confirm the new one with the link we e-mail to it)",
  "how and when you prefer to be contacted",
  "a summary of your answers (the areas you want advice on, the band your investable amount falls in, where you live for tax, your age band, your ethical investing preference and, if you are selling a business, when you expect the sale to complete and any other professionals you would like introductions to for it)",
] as const;

const updates = "updates when a firm accepts or declines, or has not answered within 2 working days, with the next firm matched to you that you could ask";
const accountAddress = "links to confirm the address of a new account, and a notice to an address that already has one";
const teamNotices = "notices to our own team that a message or an enquiry has come in for them to answer, which carry no details about you";
const firmNotices = "notices to a firm's staff that a new introduction is waiting, or that a first meeting is due its outcome, which carry no details about you";
const firmFacts = "notices to a firm's staff, after they propose changes to their firm's profile, saying whether we published them and, if not, why";
const meetingMail =
  "first-meeting bookings, changes, cancellations and a reminder the day before, to you and to the firm's staff, each with a calendar invitation that carries your name and e-mail address, which the firm already has once it accepted";
const meetingTimesMail = "the times a firm that accepted your introduction proposes for a first meeting, for you to choose from";

/**
 * What the policy says of each kind of mail the site writes (src/server/mail/kinds.ts): keyed by
 * kind, so a new kind fails the type-check until it is described here.
 */
const MAIL_IN_WORDS: Record<MailKind, string> = {
  "introduction-confirm-email": "a link to confirm your e-mail address before any firm is told of your introductions, or before the firms you were introduced to see a new address you give us",
  "introduction-confirmation": "confirmations of your introductions",
  "introduction-accepted": updates,
  "introduction-declined": updates,
  "introduction-overdue": updates,
  "outcome-investor": "a few days after a first meeting booked through us, one e-mail asking how it went and inviting you to review the firm",
  "sign-in-link": "links that sign you in to your results and introductions, when you ask for one or ask us to save your results",
  "password-reset": "password-reset links",
  "email-verification": accountAddress,
  "account-exists": accountAddress,
  "newsletter-confirmation": "newsletter sign-up confirmations and confirmations of changes to your newsletter details",
  "new-introduction": firmNotices,
  "held-introductions": firmNotices,
  "outcome-firm": firmNotices,
  "facts-decision": firmFacts,
  "desk-introduction": "notices to our own introductions team that an introduction is theirs to pass on to a firm, which carry no details about you",
  "contact-message": teamNotices,
  "partner-enquiry": teamNotices,
  "meeting-times-proposed": meetingTimesMail,
  "meeting-booked": meetingMail,
  "meeting-rescheduled": meetingMail,
  "meeting-cancelled": meetingMail,
  "meeting-reminder": meetingMail,
};

/** Every kind of e-mail the site sends, in the policy's words, each said once. */
export const emailsWeSend: readonly string[] = [...new Set(MAIL_KINDS.map((kind) => MAIL_IN_WORDS[kind]))];

/**
 * What each service of another company that the site can be set to use (src/config/public-env.ts)
 * receives, in the policy's words. Keyed by its setting, so a new one cannot go unnamed here.
 */
const SERVICES: Record<keyof typeof publicEnv, string> = {
  consentBlockerId: "Cookiebot, which shows our cookie choices and records yours (it runs on every page, as a strictly necessary service)",
  analyticsId: "Google Analytics, only if you accept analytics: the pages you visit and how you use them",
  sentryDsn:
    "Sentry, for error reporting: reports of errors on our servers, with the address of the page asked for; and, only if you accept analytics, errors in your browser and recordings of about one visit in ten and of every visit in which something went wrong, with all text and everything you type masked, and none started on a page opened from a link we e-mailed you",
  tagManagerId: "Google Tag Manager and the advertising tags it runs, only if you accept marketing: which advert brought you here",
  reviewsScriptUrl: "our reviews widget's provider, only if you accept marketing: the pages it is shown on",
};

/** The services switched on in `settings` (the build's public settings), as the policy names them. */
export function servicesSwitchedOn(settings: Partial<Record<keyof typeof publicEnv, string | undefined>>): string[] {
  return (Object.keys(SERVICES) as (keyof typeof publicEnv)[]).filter((key) => Boolean(settings[key])).map((key) => SERVICES[key]);
}

export function PrivacyPolicy({ trackingRetentionMonths, storesIpAddresses, services }: { trackingRetentionMonths: number; storesIpAddresses: boolean; services: readonly string[] }) {
  const { address } = site;
  return (
    <LegalPage title="Privacy policy" summary="What we collect about you, why, on what basis, for how long, and your rights." updated="2026-12-02">
      <h2>Who we are</h2>
      <p>
        {site.legalName} (&ldquo;we&rdquo;) runs {site.name} and is the controller of the personal data described here: we decide why and how it is used, and we
        answer to you for it. Write to us at{" "}
        {address.streetAddress}, {address.addressLocality} {address.postalCode}, or e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>

      <h2>What we collect and why</h2>
      <p>
        We collect only what you give us and, if you agree, how you use the site. The table sets out each kind of data. Its
        &ldquo;lawful basis&rdquo; is the reason the law lets us use that data: a contract (you asked us to do something for you),
        your consent (which you can withdraw at any time), or our legitimate interest (a purpose of our own, which we have weighed
        against your interests and rights).
      </p>
      <LegalTable
        caption="The personal data we collect"
        head={["Data", "What it includes", "Why we use it", "Lawful basis", "How long we keep it"]}
        rows={dataWeCollect(trackingRetentionMonths, { storesIpAddresses }).map((row) => [row.what, row.detail, row.why, row.basis, row.keep])}
      />
      <p>
        Some answers, such as your age, employment and country of tax residence, describe your circumstances; none is special category data (the kinds the law
        protects most, such as your health, religion or ethnic origin), and we do not ask for any. If you type something sensitive into a free-text box, we use it only to answer you.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          <strong>The firms you choose.</strong> When you tick a firm and send your details, or later ask a firm to contact you, that firm,
          and only that firm, receives {firmReceives.join(", ")}. It is told only once you have confirmed your e-mail address with the link we
          e-mail you. If you change your e-mail address later, the firm keeps seeing the one you confirmed until you confirm the new one with
          the link we e-mail to it. It never learns which other firms you were matched with or chose. We send nothing to any firm you did not choose. Where a firm has
          no one on our site to receive introductions, our own introductions team passes yours to that firm, and tells you so. An
          introduction you do not confirm within {RETENTION.introductionUnconfirmedDays} days lapses, and the details you gave with it are
          deleted. An introduction closes after {RETENTION.introductionOpenMonths} months unless you became the firm&apos;s client, and once
          it closes, the firm declines it, or you withdraw it, the firm no longer sees your contact details on our site. What our team has
          already passed to a firm by hand stays with that firm.
        </li>
        <li>
          <strong>Our service providers,</strong> who host the site and its database, under contracts that let them use the data only for us.
        </li>
        <li>
          <strong>Our mail provider.</strong> We send our e-mails through our mail provider over SMTP, so it handles your e-mail address and
          the content of each e-mail, only to deliver it for us. These are the e-mails we send:
          <ul>
            {emailsWeSend.map((mail) => (
              <li key={mail}>{mail.charAt(0).toUpperCase() + mail.slice(1)}.</li>
            ))}
          </ul>
        </li>
        <li>
          {services.length > 0 ? (
            <>
              <strong>Services of other companies we have switched on:</strong> {services.join("; ")}. Each also receives your IP address
              and your browser&apos;s details, as any service your browser talks to does.
            </>
          ) : (
            <>
              <strong>No analytics, advertising or error-reporting service</strong> of another company is switched on. If we switch one on,
              it is named here and in our cookie policy, and any that is not strictly necessary runs only if you agree.
            </>
          )}
        </li>
        <li>
          <strong>Authorities,</strong> when the law requires it, such as the Financial Conduct Authority.
        </li>
      </ul>
      <p>We never sell your data. Where a provider handles data outside the UK, we use the UK&apos;s approved safeguards.</p>

      <h2>Your rights</h2>
      <p>You have the right to:</p>
      <ul>
        <li>see the data we hold about you and have a copy of it;</li>
        <li>have it corrected if it is wrong, or deleted if we no longer need it;</li>
        <li>object to our use of it for our legitimate interests, or ask us to limit it;</li>
        <li>withdraw your consent at any time, with Cookie settings at the foot of every page (the workspaces for firms and our staff aside) or the link in our e-mails;</li>
        <li>take the data you gave us to another service.</li>
      </ul>
      <p>
        If you have an account, you can download or delete your data from your <Link href={routes.account}>account page</Link>. Otherwise,{" "}
        <Link href={routes.contactUs}>contact us</Link>; we answer within one month.
      </p>
      <p>
        If you are unhappy with how we handle your data, please tell us first. You can also complain to the Information Commissioner&apos;s
        Office at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
      </p>

      <h2>Cookies</h2>
      <p>
        Our <Link href={routes.terms.cookiePolicy}>cookie policy</Link> lists every cookie and item of browser storage we use.
      </p>

      <h2>Changes</h2>
      <p>
        When we change the wording of this policy, we change the date at the top of this page to the day of the change. The parts that
        depend on how the site is set up (the other companies&apos; services switched on, how long visit tracking is kept, whether IP
        addresses are stored) always describe the settings in force when you read them.
      </p>
    </LegalPage>
  );
}
