import { describe, expect, it } from "vitest";
import { HIDDEN_LINK, redactSecretLinks } from "./redact";

describe("secret links in the outbox", () => {
  it("hides every link that works for whoever holds it", () => {
    for (const link of [
      "https://site.example/reset-password/Yq3k1fT0aP9xZ2vB7nR4sL8m?callbackURL=%2Faccount%2Freset-password",
      "https://site.example/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2ln&callbackURL=/account",
      "http://127.0.0.1:3100/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz012345",
      "https://site.example/newsletter/unsubscribe?email=ada%40example.test&token=x",
      "https://site.example/account/sign-in/link/Zm9vYmFyYmF6cXV4cXV1eGNvcmdl",
    ]) {
      const text = redactSecretLinks(`Open this: ${link}\nThanks`);
      expect(text).toBe(`Open this: ${HIDDEN_LINK}\nThanks`);
    }
  });

  it("keeps links that open nothing by themselves", () => {
    const text = "See https://site.example/proforma/results and https://site.example/sales-portal/saltus/introductions/0b6c1f9e-3a52-4f0e-9d3c-2f1a7e5b9c11.";
    expect(redactSecretLinks(text)).toBe(text);
    // A workspace link to one introduction, with its in-page anchor.
    const id = "0b6c1f9e-3a52-4f0e-9d3c-2f1a7e5b9c11";
    const workspace = `Open https://site.example/sales-portal/saltus?introduction=${id}#introduction-${id} now`;
    expect(redactSecretLinks(workspace)).toBe(workspace);
  });

  it("hides a link whose fragment is not one of our anchors", () => {
    for (const fragment of ["#access_token=abc", "#Zm9vYmFyYmF6cXV4cXV1eGNvcmdl", "#introduction-0b6c1f9e-3a52-4f0e-9d3c-2f1a7e5b9c11x", "#-0b6c1f9e-3a52-4f0e-9d3c-2f1a7e5b9c11"]) {
      expect(redactSecretLinks(`Open https://site.example/account${fragment} now`)).toBe(`Open ${HIDDEN_LINK} now`);
    }
  });
});
