import { describe, expect, it } from "vitest";
import { callingCodeFor, emailField, isValidEmail, normalisePhone, passwordField, phoneField, phoneForDisplay, personName } from "./validation";

describe("e-mail", () => {
  it("accepts what the usual pattern accepts", () => {
    for (const ok of ["jane@example.com", "jane.doe@example.co.uk", "j-d@mail-host.org", "a_b@x.io", "x@y.z12"]) expect(isValidEmail(ok)).toBe(true);
  });
  it("also accepts plus-tags and longer top-level domains", () => {
    for (const ok of ["jane+wealth@example.com", "sam@firm.london", "kim@mail.info"]) expect(isValidEmail(ok)).toBe(true);
  });
  it("rejects malformed addresses with a message naming the field", () => {
    for (const bad of ["", "jane", "jane@", "@x.com", "jane..doe@x.com", "jane@x", "jane doe@x.com"]) expect(isValidEmail(bad)).toBe(false);
    const result = emailField.safeParse("jane@");
    expect(result.error?.issues[0]?.message).toMatch(/e-mail address/);
  });
});

describe("password", () => {
  it("follows the password rule exactly", () => {
    expect(passwordField.safeParse("Abcdef1!").success).toBe(true);
    expect(passwordField.safeParse("Abcdefghijklmnopqrstu1-x").success).toBe(true); // 24
    expect(passwordField.safeParse("Abcdefghijklmnopqrstu1-xy").success).toBe(false); // 25
    expect(passwordField.safeParse("Abcde1!").success).toBe(false); // 7
    expect(passwordField.safeParse("abcdef1!").success).toBe(false); // no upper
    expect(passwordField.safeParse("ABCDEF1!").success).toBe(false); // no lower
    expect(passwordField.safeParse("Abcdefg!").success).toBe(false); // no digit
    expect(passwordField.safeParse("Abcdefg1").success).toBe(false); // no special
    expect(passwordField.safeParse("Abcdefg1_").success).toBe(false); // _ is not one of the password rule's specials
  });
});

describe("phone numbers", () => {
  it("normalises as the phone rule says", () => {
    expect(normalisePhone("07911 123456")).toBe("+447911123456");
    expect(normalisePhone("0044 7911 123456")).toBe("+447911123456");
    expect(normalisePhone("447911123456")).toBe("+447911123456");
    expect(normalisePhone("7911123456")).toBe("+447911123456");
    expect(normalisePhone("+1 (212) 555-0123", "1")).toBe("+12125550123");
    expect(normalisePhone("0612345678", "33")).toBe("+33612345678");
  });
  it("shows a stored number grouped with its country code, and anything else as stored", () => {
    expect(phoneForDisplay("+447911123456")).toBe("+44 7911 123456");
    expect(phoneForDisplay("+12125550123")).toBe("+1 212 555 0123");
    expect(phoneForDisplay("+33612345678")).toBe("+33 6 12 34 56 78");
    expect(phoneForDisplay("not a number")).toBe("not a number");
  });
  it("uses the calling code of the country of residence, 44 by default", () => {
    expect(callingCodeFor("US")).toBe("1");
    expect(callingCodeFor("FR")).toBe("33");
    expect(callingCodeFor(null)).toBe("44");
    expect(callingCodeFor("XX")).toBe("44");
  });
  it("rejects numbers that cannot be real, naming the field", () => {
    expect(phoneField().safeParse("07911 123456").data).toBe("+447911123456");
    const bad = phoneField().safeParse("12");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/phone number/);
    expect(phoneField().safeParse("call me").error?.issues[0]?.message).toMatch(/digits/);
  });
  it("refuses a number from the range kept for films and television, saying why", () => {
    const fictional = "That phone number is one kept for films and television, so no one would answer it: enter your own";
    for (const typed of ["07700 900123", "+44 7700 900000", "0044 7700 900999"]) {
      const refused = phoneField().safeParse(typed);
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([fictional]);
    }
    expect(phoneField("33").safeParse("+44 7700 900123").error?.issues[0]?.message).toBe(fictional);
    // The number just below the range is a real one, taken as typed.
    expect(phoneField().safeParse("07700 899999").data).toBe("+447700899999");
  });
  it("tells a visitor living abroad how a UK number is read, instead of offering one that fails", () => {
    const french = phoneField("33");
    const refused = french.safeParse("07911 123456");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Enter a valid phone number starting with + and its country code (+44 for the UK): a number without one is read as a +33 number");
    expect(french.safeParse("+44 7911 123456").data).toBe("+447911123456");
    expect(phoneField().safeParse("12").error?.issues[0]?.message).toBe("Enter a valid phone number: a UK one starting with 0 (a mobile has 11 digits), or one from elsewhere starting with + and its country code");
  });
  it("offers no number to copy, since an example would be refused or could be someone's", () => {
    for (const callingCode of ["44", "33", "1"]) {
      for (const typed of ["12", "0123", "+1 555", "07700 900123"]) {
        for (const issue of phoneField(callingCode).safeParse(typed).error?.issues ?? []) expect(issue.message).not.toMatch(/\d[\d ]{4,}/);
      }
    }
  });
});

describe("a person's name", () => {
  const firstName = personName("first name", 100);
  const message = (value: string) => {
    const parsed = firstName.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };
  it("takes names as people write them", () => {
    for (const name of ["Ada", "Mary-Jane", "O’Brien", "Zoë", "Jean Paul", "Dr. A. N. Other", "Björk Guðmundsdóttir"]) expect(message(name)).toBeNull();
    expect(firstName.parse("  Ada ")).toBe("Ada");
  });
  it("refuses line breaks, tabs and web addresses, naming the field", () => {
    for (const name of ["customer,\n\nYour account is suspended", "Ada\rLovelace", "Ada\tL", "Ada\u0085", "see https://wm-verify.example/login", "visit WWW.example.com"]) {
      expect(message(name)).toBe("Your first name cannot contain line breaks or web addresses");
    }
  });
  it("still asks for the name and caps its length", () => {
    expect(message("   ")).toBe("Enter your first name");
    expect(message("a".repeat(101))).toBe("Your first name must be 100 characters or fewer");
  });
});
