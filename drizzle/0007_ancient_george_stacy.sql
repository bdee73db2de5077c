ALTER TYPE "public"."introduction_status" ADD VALUE 'confirming' BEFORE 'sent';--> statement-breakpoint
ALTER TABLE "firm_introduction_settings" ADD COLUMN "taking_introductions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "delivered_via" text;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_token_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_confirm_token_hash_idx" ON "leads" USING btree ("confirm_token_hash");