import { describe, expect, it } from "vitest";
import { contactSchema, partnerEnquirySchema } from "./schemas";

const contact = { firstName: "Ann", lastName: "Lee", phone: "07911 123456", email: "ann@example.co.uk", message: "Hello" };

describe("contact form", () => {
  it("accepts a complete message and normalises the phone number", () => {
    expect(contactSchema.parse(contact)).toEqual({ ...contact, phone: "+447911123456" });
  });

  it("takes the phone number as optional: left empty it is stored as none, and a bad one is named", () => {
    expect(contactSchema.parse({ ...contact, phone: "  " })).toEqual({ ...contact, phone: null });
    const long = contactSchema.safeParse({ ...contact, phone: "1".repeat(50) });
    expect(long.error?.issues).toEqual([expect.objectContaining({ path: ["phone"], message: "Your phone number is too long" })]);
    const partner = partnerEnquirySchema.safeParse({ name: "Sam Roe", organisation: "Roe Media", email: "sam@roe.media", phone: "12", website: "", message: "Hello" });
    expect(partner.error?.issues).toEqual([expect.objectContaining({ path: ["phone"], message: expect.stringMatching(/^Enter a valid phone number/) })]);
  });

  it("names every missing or bad field", () => {
    const result = contactSchema.safeParse({ firstName: " ", lastName: "", phone: "12", email: "ann@", message: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      phone: expect.stringMatching(/valid phone number/),
      email: expect.stringMatching(/valid e-mail address/),
      message: "Enter your message",
    });
  });
});

describe("partner enquiry", () => {
  const enquiry = { name: "Sam Roe", organisation: "Roe Media", email: "sam@roe.media", phone: "", website: "", message: "We publish a finance newsletter." };

  it("takes phone and website as optional", () => {
    expect(partnerEnquirySchema.parse(enquiry)).toMatchObject({ phone: null, website: null });
  });

  it("normalises a website without a scheme and rejects one that is not an address", () => {
    expect(partnerEnquirySchema.parse({ ...enquiry, website: "www.roe.media" }).website).toBe("https://www.roe.media");
    const bad = partnerEnquirySchema.safeParse({ ...enquiry, website: "not a site" });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["website"], message: expect.stringMatching(/website/) });
  });
});
