CREATE TYPE "public"."introduction_status" AS ENUM('sent', 'accepted', 'declined', 'contacted', 'meeting-arranged', 'client', 'not-proceeding', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."provider_proposal_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."question_event_kind" AS ENUM('shown', 'answered', 'left');--> statement-breakpoint
CREATE TABLE "firm_introduction_settings" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"introductions_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introduction_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introduction_id" uuid NOT NULL,
	"status" "introduction_status" NOT NULL,
	"reason" text,
	"actor_id" text,
	"actor_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"status" "introduction_status" DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"first_response_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "leads" ADD COLUMN "contact_method" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_time" text;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "introduction_events" ADD CONSTRAINT "introduction_events_introduction_id_introductions_id_fk" FOREIGN KEY ("introduction_id") REFERENCES "public"."introductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_events" ADD CONSTRAINT "introduction_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_fact_proposals" ADD CONSTRAINT "provider_fact_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_fact_proposals" ADD CONSTRAINT "provider_fact_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facts" ADD CONSTRAINT "provider_facts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_events" ADD CONSTRAINT "question_events_user_id_visit_trackers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."visit_trackers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "introduction_events_introduction_idx" ON "introduction_events" USING btree ("introduction_id","created_at");--> statement-breakpoint
CREATE INDEX "introduction_events_actor_id_idx" ON "introduction_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "introductions_user_provider_key" ON "introductions" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "introductions_provider_created_idx" ON "introductions" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "introductions_lead_id_idx" ON "introductions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "introductions_status_created_idx" ON "introductions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
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