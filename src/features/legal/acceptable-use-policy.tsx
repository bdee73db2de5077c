import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { LegalPage } from "./legal-page";

export function AcceptableUsePolicy() {
  return (
    <LegalPage title="Acceptable use policy" summary="What you may and may not do when using this site." updated="2026-11-21">
      <p>
        This policy is part of our <Link href={routes.terms.termsAndConditions}>terms and conditions</Link> and applies to everyone who uses{" "}
        {site.name}.
      </p>

      <h2>You may</h2>
      <ul>
        <li>use the site to compare firms and ask for introductions for yourself;</li>
        <li>read, print and share our guides for your own, non-commercial use, with a link back to the page;</li>
        <li>link to any public page of the site, as long as you do not suggest we endorse you.</li>
      </ul>

      <h2>You must not</h2>
      <ul>
        <li>give false details, or someone else&apos;s details without their permission;</li>
        <li>ask for introductions on behalf of others for payment, or to resell leads;</li>
        <li>send messages through our forms that are unlawful, abusive, threatening, or that advertise something;</li>
        <li>copy our content, firm profiles or matches in bulk, including with automated tools, or reuse them commercially;</li>
        <li>try to get into parts of the site or data you are not allowed to reach, or test its security without our written agreement;</li>
        <li>put unreasonable load on the site, or introduce viruses or other harmful code;</li>
        <li>frame the site or present it as your own.</li>
      </ul>

      <h2>If this policy is broken</h2>
      <p>
        We may remove content, refuse requests, suspend an account or stop access to the site, and we may tell the police or other authorities
        where the law requires it or a crime may have been committed.
      </p>

      <h2>Reporting a problem</h2>
      <p>
        If you see something on the site that breaks this policy, or find a security weakness, please{" "}
        <Link href={routes.contactUs}>tell us</Link>.
      </p>
    </LegalPage>
  );
}
