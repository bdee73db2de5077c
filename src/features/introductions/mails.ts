/**
 * The mails introductions cause (docs/introductions.md). Pure: each returns the composed mail. The
 * firm's and the desk's mails carry no personal data of the visitor; the link opens it in the
 * workspace. Every sentence about a firm says what really happened to it.
 */
import { composeMail, type ComposedMail } from "@/server/mail/compose";
import { listInWords } from "@/lib/words";
import { RETENTION } from "@/config/retention";
import { isSignInLinkUrl, plainLinkNote } from "@/lib/sign-in-link-url";
import { deliveriesInWords, invitationsInWords, plannedDeliveriesInWords, type DeliveredVia, type FirmSide } from "./delivery-route";

/**
 * Said beside the button of an investor's mail: a one-time sign-in link (src/server/auth/sign-in-links.ts),
 * or, in a mail to an address not yet confirmed, the plain page.
 */
function linkNote(url: string): string {
  return isSignInLinkUrl(url)
    ? `The button below signs you in to your introductions on any device. It works once, within ${RETENTION.signInLinkDays} days; after that, the page it opens can e-mail you a new one.`
    : plainLinkNote("your introductions");
}

export function newIntroductionMail(firmName: string, url: string): ComposedMail {
  return composeMail({
    subject: "New introduction",
    greeting: "Hello,",
    paragraphs: [
      `A visitor to Wealth Match has asked to be introduced to ${firmName} and agreed to share their contact details with you.`,
      "Please accept or decline within 2 working days. Their details, how and when they would like to be contacted, and a summary of their answers are in your workspace.",
    ],
    action: { label: "Open the introduction", url },
    footer: [`You receive this because you handle introductions for ${firmName} on Wealth Match.`],
  });
}

/** To the operator's introductions desk: which firm to pass the introduction to, and why it came here. */
export function deskIntroductionMail(firmName: string, url: string, why: "no-route" | "firm-limit"): ComposedMail {
  return composeMail({
    subject: `Introduction to pass to ${firmName}`,
    greeting: "Hello,",
    paragraphs: [
      `A visitor to Wealth Match has asked to be introduced to ${firmName} and confirmed their e-mail address.`,
      why === "no-route"
        ? `It came to the introductions desk because ${firmName} has no member on Wealth Match and no introductions address. Please pass it to ${firmName} within one working day; the visitor has been told that our team will.`
        : `It came to the introductions desk because ${firmName} has had more new introductions in the last hour than we e-mail a firm about, so no mail went to ${firmName} for this one. Please pass it on within one working day, or check for a flood of made-up introductions; the visitor has been told that our team will.`,
      "The visitor's details, how and when they would like to be contacted, and a summary of their answers are in the firm's workspace. Once you have passed it on, press \"Mark as passed on\" there: the firm's 2 working days to answer start then, and you can then record the firm's answer.",
    ],
    action: { label: `Open the introduction to ${firmName}`, url },
    footer: ["You receive this because this address is the operator's introductions desk (INTRODUCTIONS_DESK)."],
  });
}

/**
 * To a firm's people, at most once an hour: the introductions that reached its workspace while its
 * allowance of "New introduction" mails was used up (`held` in ./delivery-route.ts).
 */
export function heldIntroductionsMail(firmName: string, count: number, url: string): ComposedMail {
  const these = count === 1 ? "1 more visitor has" : `${count} more visitors have`;
  return composeMail({
    subject: count === 1 ? "1 new introduction" : `${count} new introductions`,
    greeting: "Hello,",
    paragraphs: [
      `${these} asked Wealth Match to introduce them to ${firmName} and agreed to share their contact details with you. ${firmName} had more new introductions in the last hour than we e-mail a firm about one by one, so this e-mail tells you of ${count === 1 ? "it" : "them"} together.`,
      `Please accept or decline each within 2 working days of its arrival. The visitors' details, how and when they would like to be contacted, and a summary of their answers are in your workspace. If you did not expect this many, tell us: some may be made up.`,
    ],
    action: { label: "Open your introductions", url },
    footer: [`You receive this because you handle introductions for ${firmName} on Wealth Match.`],
  });
}

export interface FirmDelivery<Via extends DeliveredVia = DeliveredVia> {
  firmName: string;
  via: Via;
}

/**
 * The firms that already have the visitor's details while a new address waits for its
 * confirmation (docs/introductions.md, "Confirming the e-mail address first"). The previous
 * address itself is never written into the mail: the new one is not yet shown to be the
 * visitor's, and a mistyped one may be a stranger's.
 */
interface AddressChange {
  firmNames: string[];
}

/**
 * A confirmation link for the visitor's address: before any firm on `firms` is told, and when they
 * changed their address while firms have their details (`addressChange`), before those firms see
 * the new one. One mail, one link, for both.
 */
export function confirmEmailMail(input: {
  firstName: string;
  firms: FirmDelivery<Exclude<DeliveredVia, "held">>[];
  addressChange?: AddressChange | null;
  /** Some firm already has the visitor's details (an earlier introduction), whatever the address. */
  firmsHaveDetails?: boolean;
  confirmUrl: string;
  /** A sign-in link to their introductions; null when firms already have their details (`firmsHaveDetails`). */
  introductionsUrl: string | null;
  validDays: number;
}): ComposedMail {
  const introductionsLine = input.introductionsUrl
    ? `You can see where your introductions stand, or withdraw them, with this one-time sign-in link (it works once, within ${RETENTION.signInLinkDays} days): ${input.introductionsUrl}`
    : "Once you confirm, the page links on to your introductions, where you can see where they stand or withdraw them.";
  const names = listInWords(input.firms.map((f) => f.firmName));
  const change = input.addressChange && input.addressChange.firmNames.length > 0 ? input.addressChange : null;
  const introducedBefore = change ? listInWords(change.firmNames) : "";
  const waitingLapse = input.firms.length === 1 ? "the introduction waiting for it lapses" : "the introductions waiting for it lapse";
  if (input.firms.length === 0 && change) {
    return composeMail({
      subject: "Please confirm your new e-mail address",
      greeting: `Dear ${input.firstName},`,
      paragraphs: [
        `You changed the e-mail address in your Wealth Match profile to this one. Please confirm that it is yours with the button below.`,
        `Until you do, the firms you were introduced to (${introducedBefore}) keep seeing your previous address. Once you confirm, they see this one instead.`,
        `The link works once, within ${input.validDays} days. If you do not confirm, nothing changes for those firms: they keep seeing your previous address.`,
      ],
      action: { label: "Confirm my new e-mail address", url: input.confirmUrl },
      footer: [introductionsLine, "If you did not ask for this, ignore this e-mail: no firm will see this address."],
    });
  }
  return composeMail({
    subject: "Please confirm your e-mail address",
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      change
        ? `You asked us to introduce you to ${names}. No firm has your details with this address yet: first, please confirm that it is yours with the button below.`
        : input.firmsHaveDetails
          ? `You asked us to introduce you to ${names}. Before we tell ${input.firms.length === 1 ? "it" : "them"}, please confirm that this is your e-mail address with the button below.`
          : `You asked us to introduce you to ${names}. No firm has your details yet: first, please confirm that this is your e-mail address with the button below.`,
      `Once you confirm, ${plannedDeliveriesInWords(input.firms)}.`,
      ...(change ? [`The firms you were introduced to before (${introducedBefore}) keep seeing your previous address until you confirm; then they see this one instead.`] : []),
      change
        ? `The link works once, within ${input.validDays} days. If you do not confirm, ${waitingLapse} after ${input.validDays} days, and the firms you were introduced to before keep seeing your previous address.`
        : input.firmsHaveDetails
          ? `The link works once, within ${input.validDays} days. If you do not confirm, ${waitingLapse} after ${input.validDays} days.`
          : `The link works once, within ${input.validDays} days. If you do not confirm, ${input.firms.length === 1 ? "your introduction lapses" : "your introductions lapse"} after ${input.validDays} days and we delete the details you gave us.`,
    ],
    action: { label: "Confirm my e-mail address", url: input.confirmUrl },
    footer: [introductionsLine, "If you did not ask for this, ignore this e-mail: nothing will be sent."],
  });
}

/**
 * What withdrawing does. A firm reads the visitor's details in its workspace, which withdrawing
 * closes; a firm our team passes introductions to by hand has them from us outside the site, which
 * withdrawing cannot take back.
 */
function withdrawingInWords(firms: FirmDelivery[]): string {
  const byHand = firms.filter((f) => f.via === "desk").map((f) => f.firmName);
  const words = "You can see where each introduction stands, or withdraw it at any time. Once you withdraw, the firm can no longer see your contact details on Wealth Match.";
  if (byHand.length === 0) return words;
  return `${words} Our team passes your details to ${listInWords(byHand)} by hand, so withdrawing cannot take back what it has already passed on.`;
}

/**
 * After sending: what happened for each firm, what happens next and how to withdraw.
 * `introducedBefore`: the firms that already had the visitor's details, which keep them;
 * `passingOnBefore`: firms introduced before whose introduction our team has yet to pass on;
 * `addressChanged`: the firms that have the details now see the address just confirmed instead of
 * the previous one.
 */
export function visitorConfirmationMail(input: {
  firstName: string;
  firms: FirmDelivery[];
  introductionsUrl: string;
  introducedBefore?: string[];
  passingOnBefore?: string[];
  addressChanged?: boolean;
}): ComposedMail {
  const names = listInWords(input.firms.map((f) => f.firmName));
  const before = input.introducedBefore ?? [];
  const passing = input.passingOnBefore ?? [];
  const earlier = [
    ...(before.length > 0 ? [`${listInWords(before)} already ${before.length === 1 ? "has" : "have"} them`] : []),
    ...(passing.length > 0 ? [`our team is passing them to ${listInWords(passing)}`] : []),
  ];
  return composeMail({
    subject: `Your introduction to ${names}`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      earlier.length === 0
        ? `Thank you. Your name, phone number, e-mail address and contact preferences, with a summary of your answers, are for ${names} only. No other firm receives them.`
        : `Thank you. Your name, phone number, e-mail address and contact preferences, with a summary of your answers, now go to ${names}, and ${earlier.join(", and ")}. No other firm receives them.`,
      ...(before.length > 0 && input.addressChanged ? [`${listInWords(before)} now ${before.length === 1 ? "sees" : "see"} this e-mail address instead of your previous one.`] : []),
      ...deliveriesInWords(input.firms),
      "Each firm has 2 working days from receiving your details to accept or decline. We will e-mail you when they do, and the firm will then contact you the way you asked.",
      withdrawingInWords(input.firms),
      linkNote(input.introductionsUrl),
    ],
    action: { label: "See or withdraw your introductions", url: input.introductionsUrl },
  });
}

export type NextFirmInWords = { firmName: string } | null;

function nextFirmParagraphs(next: NextFirmInWords): string[] {
  return next
    ? [
        `${next.firmName} is another firm matched to your answers that you have not yet been introduced to. If you would like us to introduce you, press "Send my details to ${next.firmName}" under "Get introduced", below your introductions on the same page. Nothing goes to ${next.firmName} until you do.`,
      ]
    : ["Every other firm matched to your answers has already had your details, or is not taking introductions, so there is no further firm to suggest."];
}

/**
 * The firm's answer. On accepting, when the firm has set its meeting options (`bookMeeting`: who
 * on its side would hear of a booking), the mail's button opens the introductions page where the
 * investor books a first meeting.
 */
export function visitorAnswerMail(input: {
  firstName: string;
  firmName: string;
  accepted: boolean;
  reason: string | null;
  introductionsUrl: string;
  next?: NextFirmInWords;
  bookMeeting?: FirmSide | false;
}): ComposedMail {
  if (input.accepted && input.bookMeeting) {
    return composeMail({
      subject: `${input.firmName} has accepted your introduction`,
      greeting: `Dear ${input.firstName},`,
      paragraphs: [
        `${input.firmName} has accepted your introduction. You can now book a first meeting with them: choose a time that suits you with the button below, shown in your own time zone. ${invitationsInWords(input.firmName, input.bookMeeting)}`,
        `If you would rather wait, ${input.firmName} will contact you the way you asked. If you would rather not hear from them, you can withdraw the introduction on your introductions page.`,
        linkNote(input.introductionsUrl),
      ],
      action: { label: `Book a meeting with ${input.firmName}`, url: input.introductionsUrl },
    });
  }
  return composeMail({
    subject: input.accepted ? `${input.firmName} has accepted your introduction` : `${input.firmName} has declined your introduction`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: input.accepted
      ? [`${input.firmName} has accepted your introduction and will contact you the way you asked.`, "If you would rather not hear from them, you can withdraw the introduction on your introductions page.", linkNote(input.introductionsUrl)]
      : [
          `${input.firmName} has declined your introduction${input.reason ? `. Their reason: ${input.reason}` : "."}`,
          `${input.firmName} no longer sees your contact details on Wealth Match.`,
          ...nextFirmParagraphs(input.next ?? null),
          linkNote(input.introductionsUrl),
        ],
    action: { label: "See your introductions", url: input.introductionsUrl },
  });
}

/** The firm has not answered within 2 working days. */
export function visitorOverdueMail(input: { firstName: string; firmName: string; introductionsUrl: string; next: NextFirmInWords }): ComposedMail {
  return composeMail({
    subject: `${input.firmName} has not answered yet`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      `${input.firmName} has not accepted or declined your introduction within 2 working days. It may still answer, and we will tell you if it does.`,
      ...nextFirmParagraphs(input.next),
      linkNote(input.introductionsUrl),
    ],
    action: { label: "See your introductions", url: input.introductionsUrl },
  });
}
