CREATE TYPE "public"."provider_proposal_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."question_event_kind" AS ENUM('shown', 'answered', 'left');--> statement-breakpoint
CREATE TABLE "page_visit_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" "device_class" NOT NULL,
	"visits" integer NOT NULL,
	"idle_visits" integer NOT NULL,
	"time_histogram" integer[] NOT NULL,
	"scroll_histogram" integer[] NOT NULL,
	CONSTRAINT "page_visit_days_day_path_device_pk" PRIMARY KEY("day","path","device")
);
--> statement-breakpoint
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
CREATE TABLE "question_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"flow" text NOT NULL,
	"question" text NOT NULL,
	"step" integer NOT NULL,
	"kind" "question_event_kind" NOT NULL,
	"left_by" text,
	"time_spent_ms" integer,
	"device" "device_class" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "question_events" ADD CONSTRAINT "question_events_user_id_visit_trackers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."visit_trackers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_provider_status_idx" ON "provider_fact_proposals" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_proposed_by_idx" ON "provider_fact_proposals" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "provider_fact_proposals_decided_by_idx" ON "provider_fact_proposals" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "provider_facts_updated_by_idx" ON "provider_facts" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "question_events_created_at_idx" ON "question_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "question_events_user_kind_idx" ON "question_events" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "callback_requests_lead_id_idx" ON "callback_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_submission_id_idx" ON "leads" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "newsletter_signups_user_id_idx" ON "newsletter_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_enquiries_user_id_idx" ON "partner_enquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visit_trackers_created_at_idx" ON "visit_trackers" USING btree ("created_at");