CREATE TYPE "public"."outcome_result" AS ENUM('client', 'undecided', 'not-proceeding');--> statement-breakpoint
CREATE TYPE "public"."outcome_side" AS ENUM('investor', 'firm');--> statement-breakpoint
CREATE TYPE "public"."review_removal_reason" AS ENUM('abusive', 'personal-data', 'not-about-the-firm');--> statement-breakpoint
CREATE TABLE "firm_meeting_settings" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"address" text,
	"duration_minutes" integer NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"dates_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introduction_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introduction_id" uuid NOT NULL,
	"side" "outcome_side" NOT NULL,
	"meeting_held" boolean NOT NULL,
	"result" "outcome_result" NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_slot_offers" (
	"introduction_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"starts_at" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"kinds" jsonb NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"provider_id" text NOT NULL,
	"reason" "review_removal_reason" NOT NULL,
	"note" text,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introduction_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"meeting_on" date NOT NULL,
	"removed_at" timestamp with time zone,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_ics" text;--> statement-breakpoint
ALTER TABLE "firm_meeting_settings" ADD CONSTRAINT "firm_meeting_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_outcomes" ADD CONSTRAINT "introduction_outcomes_introduction_id_introductions_id_fk" FOREIGN KEY ("introduction_id") REFERENCES "public"."introductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introduction_outcomes" ADD CONSTRAINT "introduction_outcomes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slot_offers" ADD CONSTRAINT "meeting_slot_offers_introduction_id_introductions_id_fk" FOREIGN KEY ("introduction_id") REFERENCES "public"."introductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_removals" ADD CONSTRAINT "review_removals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_removals" ADD CONSTRAINT "review_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_introduction_id_introductions_id_fk" FOREIGN KEY ("introduction_id") REFERENCES "public"."introductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_meeting_settings_updated_by_idx" ON "firm_meeting_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "introduction_outcomes_side_key" ON "introduction_outcomes" USING btree ("introduction_id","side");--> statement-breakpoint
CREATE INDEX "introduction_outcomes_answered_by_idx" ON "introduction_outcomes" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "review_removals_provider_idx" ON "review_removals" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "review_removals_review_id_idx" ON "review_removals" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_removals_removed_by_idx" ON "review_removals" USING btree ("removed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_introduction_key" ON "reviews" USING btree ("introduction_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_created_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");