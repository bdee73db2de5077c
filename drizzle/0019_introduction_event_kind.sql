-- Our desk's marks on an introduction (passed on to the firm, and that mark undone) are told from
-- other events by a kind of their own rather than by the words of their reason
-- (docs/introductions.md, "Delivery routes"). Marks recorded before carry those words, by which
-- they are found here.
CREATE TYPE "public"."introduction_event_kind" AS ENUM('desk-passed-on', 'desk-undone');--> statement-breakpoint
ALTER TABLE "introduction_events" ADD COLUMN "kind" "introduction_event_kind";--> statement-breakpoint
UPDATE "introduction_events" SET "kind" = 'desk-passed-on' WHERE "status" = 'sent' AND "reason" = 'passed on to the firm by our desk';--> statement-breakpoint
UPDATE "introduction_events" SET "kind" = 'desk-undone' WHERE "status" = 'sent' AND "reason" = 'the passed-on mark was undone';
