ALTER TABLE "newsletter_signups" ADD COLUMN "pending_first_name" text;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "pending_last_name" text;