import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { LegalPage } from "./legal-page";

export function TermsAndConditions() {
  return (
    <LegalPage title="Terms and conditions" summary="The agreement between you and us when you use this site and our introductions." updated="2026-11-21">
      <h2>1. About these terms</h2>
      <p>
        These terms apply when you use {site.name}, a service run by {site.legalName}, registered in England and Wales (company number{" "}
        {site.companyNumber}). {site.regulator.status} By using the site you accept these terms; please read them with our{" "}
        <Link href={routes.terms.privacyPolicy}>privacy policy</Link> and <Link href={routes.terms.acceptableUsePolicy}>acceptable use policy</Link>.
      </p>

      <h2>2. What we do, and what we do not</h2>
      <p>
        We compare wealth managers, private banks and financial advisers, and introduce you to the ones you choose. Our matches are based on
        your answers and the rules described on our <Link href={`${routes.aboutUs}#how-matches-are-chosen`}>about page</Link>.
      </p>
      <p>
        We do not give financial advice, and a match is not a recommendation that a firm or any investment is suitable for you. Any advice or
        service comes from the firm you choose, under its own terms, and that firm is responsible for it. The value of investments can go down
        as well as up, and you may get back less than you put in.
      </p>

      <h2>3. Cost</h2>
      <p>
        Our service is free to you. Firms pay us an introduction fee, as explained under{" "}
        <Link href={`${routes.aboutUs}#how-we-are-paid`}>how we are paid</Link>. That fee does not add to what a firm charges you.
      </p>

      <h2>4. Your part</h2>
      <ul>
        <li>You must be 18 or over to ask for an introduction.</li>
        <li>Please answer truthfully: your matches are only as good as your answers.</li>
        <li>Give only your own contact details, or details you have permission to give.</li>
        <li>Use the site as our acceptable use policy allows.</li>
      </ul>

      <h2>5. Accounts</h2>
      <p>
        You can use the site without an account. If you create one, keep your password to yourself and tell us if you think someone else has
        used it. You can delete your account at any time from your account page.
      </p>

      <h2>6. Information on the site</h2>
      <p>
        We take care that our guides and firm profiles are accurate when published, but they are general information, not advice, and may go out
        of date. Firm profiles are based on what the firms tell us. Check important facts with the firm itself before you decide.
      </p>

      <h2>7. Our responsibility to you</h2>
      <p>
        We are responsible for loss you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are
        not responsible for the advice, products or service of a firm you are introduced to, or for losses on investments. Nothing in these terms
        limits our responsibility for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow
        us to limit.
      </p>

      <h2>8. Complaints</h2>
      <p>
        If you are unhappy with our service, <Link href={routes.contactUs}>tell us</Link> and we will reply within eight weeks. If we cannot settle
        it, you may be able to refer it to the Financial Ombudsman Service (financial-ombudsman.org.uk). A complaint about a firm&apos;s advice
        or service should go to that firm first.
      </p>

      <h2>9. Changes and law</h2>
      <p>
        We may change these terms; the date at the top shows the latest version, which applies from then on. These terms are governed by the law
        of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your own courts.
      </p>
    </LegalPage>
  );
}
