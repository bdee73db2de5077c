CREATE TYPE "public"."provider_proposal_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "provider_fact_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"proposed_by" text,
	"status" "provider_proposal_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_facts" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"verified_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_fact_proposals" ADD CONSTRAINT "provider_fact_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_fact_proposals" ADD CONSTRAINT "provider_fact_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD CONSTRAINT "provider_facts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_provider_status_idx" ON "provider_fact_proposals" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_proposed_by_idx" ON "provider_fact_proposals" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_decided_by_idx" ON "provider_fact_proposals" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "provider_facts_updated_by_idx" ON "provider_facts" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "callback_requests_lead_id_idx" ON "callback_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_submission_id_idx" ON "leads" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "newsletter_signups_user_id_idx" ON "newsletter_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_enquiries_user_id_idx" ON "partner_enquiries" USING btree ("user_id");