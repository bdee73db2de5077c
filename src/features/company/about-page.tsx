import Link from "next/link";
import { CompareNowLink } from "@/components/compare-now-link";
import { PageHero } from "@/components/ui/page-hero";
import { Prose } from "@/components/ui/prose";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

/**
 * About us. The CMA expects comparison sites to say how they are paid and how results are chosen;
 * both are explained here in plain words, following the matching rules of docs/product.md, "Matching".
 */
export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title="A simpler way to find the right wealth manager">
        <p>
          {site.name} helps private investors in the UK and abroad find wealth managers, private banks and financial advisers that take on
          people like them.
        </p>
      </PageHero>
      <Prose>
        <h2>Who we are</h2>
        <p>
          {site.legalName} was founded in {site.foundingDate} by {site.founders.map((f) => f.name).join(" and ")}. We started it because
          finding a wealth manager usually means ringing round firms one by one, only to learn that many do not take on clients below a
          certain amount, or clients who live abroad.
        </p>
        <ul>
          {site.founders.map((founder) => (
            <li key={founder.name}>
              <strong>{founder.name}</strong>, {founder.jobTitle.toLowerCase()}
            </li>
          ))}
        </ul>

        <h2>What we do</h2>
        <p>
          You answer a short questionnaire about what you would like help with, what you hold, your goals and your country of tax residence. We then suggest
          about three firms that fit your answers and tell you why each one was chosen. You can read their profiles, compare them, and ask the
          ones you like to contact you. Nothing is passed to a firm until you ask.
        </p>
        <p>
          We are an introducer, not an adviser. We do not recommend investments or judge whether a firm&apos;s service is suitable for you:
          that is for you and the firm you choose to speak to.
        </p>

        <h2 id="how-we-are-paid">How we are paid</h2>
        <p>
          <strong>You pay us nothing.</strong> The firms on our panel pay us an introduction fee when we introduce a client to them. Some pay
          when an introduction is made, others only if the client goes on to become their client.
        </p>
        <p>
          Fees do not decide who you are matched with. The rules below take no account of what a firm pays us, and no firm can pay to be
          suggested or shown first. If that ever changed, we would say so on this page before it took effect.
        </p>

        <p>
          Payments do not buy reviews either: every review from an investor we introduced who met the firm is published, whatever its
          rating, unless it breaks our review rules (<Link href={routes.howReviewsWork}>how we collect and check reviews</Link>), and each
          profile shows how quickly the firm answered our introductions (<Link href={routes.responseFiguresMethod}>our method</Link>).
        </p>

        <h2 id="how-matches-are-chosen">How matches are chosen</h2>
        <p>
          Wealth managers differ in who they take on, mainly by the amount you have to invest and where you live. We keep a set of rules
          built from what each firm tells us, and apply the first one that fits your answers:
        </p>
        <ol>
          <li>
            <strong>Where you are resident for tax.</strong> If you are resident in the United States or in a European Union country for tax, we
            suggest firms that are able to take on clients there. Fewer firms can, so your choice may be narrower.
          </li>
          <li>
            <strong>If we do not know an amount.</strong> We suggest three established wealth managers at random, and tell you that we could
            not check their minimum investment for you.
          </li>
          <li>
            <strong>Under £300,000.</strong> We suggest financial advisers who work with smaller portfolios rather than wealth managers, most of
            whom set higher minimums.
          </li>
          <li>
            <strong>If you want private banking.</strong> We suggest firms with a private bank, with others that fit your amount.
          </li>
          <li>
            <strong>By the amount you have to invest.</strong> The more you have, the more firms can take you on, so the wider the pool we
            choose from.
          </li>
        </ol>
        <p>
          For some answers a rule always includes a particular firm; your results say so when one does. We then remove any firm whose
          minimum is above your amount. Of the firms left, those that offer every service you asked for come before those that offer fewer,
          and among firms that fit equally well we choose at random. We show the reason with your matches, including any firm we left out
          and why. You can also browse{" "}
          <Link href={routes.wealthManagers}>every firm in our directory</Link> and contact any of them yourself.
        </p>

        <h2>Regulation</h2>
        <p>
          {site.regulator.status} You can check our entry on the <a href={site.regulator.registerUrl}>Financial Conduct Authority&apos;s register</a>.
          Each firm we introduce you to is responsible for the advice and service it gives you, and is regulated in its own right.
        </p>
        <p>The value of investments can go down as well as up, and you may get back less than you put in.</p>

        <h2>Talk to us</h2>
        <p>
          Call us on <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>, or <Link href={routes.contactUs}>send us a message</Link>. If
          you work with investors yourself, see our <Link href={routes.affiliatePartnerships}>affiliate partnerships</Link>.
        </p>
        <p>
          {/* Important modifiers: the text column's link colour and underline must not reach this button. */}
          <CompareNowLink className="mt-4 inline-flex h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white! no-underline! hover:bg-brand-800">
            Compare Now
          </CompareNowLink>
        </p>
      </Prose>
    </>
  );
}
