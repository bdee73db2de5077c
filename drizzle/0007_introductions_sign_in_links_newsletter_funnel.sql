ALTER TYPE "public"."introduction_status" ADD VALUE 'confirming' BEFORE 'sent';--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"callback_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_introduction_settings" ADD COLUMN "taking_introductions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "delivered_via" text;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "pending_first_name" text;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "pending_last_name" text;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_token_hash_key" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_links_user_id_idx" ON "sign_in_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_links_expires_at_idx" ON "sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "leads_confirm_token_hash_idx" ON "leads" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "question_visitors_unanswered_idx" ON "question_visitors" USING btree ("day") WHERE "question_visitors"."shown" and not "question_visitors"."answered";