ALTER TABLE "leads" ADD COLUMN "confirmed_email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmed_email_at" timestamp with time zone;--> statement-breakpoint
-- Firms see confirmed_email, never email. Rows stored before this column existed keep what firms
-- see today: a confirmed address, and also the address of a lead with any introduction past
-- confirming. Those are leads made before confirmation existed, and leads whose address changed
-- after a firm was told, which that firm already sees; from now on a changed address reaches the
-- firms only once it is confirmed (docs/introductions.md). Every other lead waits for its link.
-- Only an address someone confirmed gets confirmed_email_at: the others are kept for the firms
-- alone, and never trusted as the visitor's (no sign-in by address, no return to it unconfirmed).
-- The status is compared as text: on a new database every migration runs in one transaction, and
-- PostgreSQL refuses the enum value 'confirming' (added by 0007) in the transaction that added it.
UPDATE "leads" SET "confirmed_email" = "email", "confirmed_email_at" = "email_confirmed_at"
WHERE "email_confirmed_at" IS NOT NULL
  OR EXISTS (SELECT 1 FROM "introductions" WHERE "introductions"."lead_id" = "leads"."id" AND "introductions"."status"::text <> 'confirming');
