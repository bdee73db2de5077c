CREATE TABLE "question_days" (
	"day" date NOT NULL,
	"flow" text NOT NULL,
	"question" text NOT NULL,
	"device" "device_class" NOT NULL,
	"step" integer NOT NULL,
	"visitors" integer NOT NULL,
	"reached" integer NOT NULL,
	"continued" integer NOT NULL,
	"backs" integer NOT NULL,
	CONSTRAINT "question_days_day_flow_question_device_step_pk" PRIMARY KEY("day","flow","question","device","step")
);
--> statement-breakpoint
CREATE TABLE "question_visitors" (
	"user_id" text NOT NULL,
	"flow" text NOT NULL,
	"question" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"day" date,
	"device" "device_class" NOT NULL,
	"step" integer NOT NULL,
	"shown" boolean NOT NULL,
	"answered" boolean NOT NULL,
	"backs" integer NOT NULL,
	CONSTRAINT "question_visitors_user_id_flow_question_pk" PRIMARY KEY("user_id","flow","question")
);
--> statement-breakpoint
CREATE TABLE "visitor_cohort_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"visits" integer NOT NULL,
	"starts" integer NOT NULL,
	"completions" integer NOT NULL,
	"leads" integer NOT NULL,
	"introductions" integer NOT NULL,
	CONSTRAINT "visitor_cohort_days_key" UNIQUE NULLS NOT DISTINCT("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "visitor_cohorts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"started" boolean NOT NULL,
	"completed" boolean NOT NULL,
	"lead" boolean NOT NULL,
	"introductions" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "question_visitors_day_idx" ON "question_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "question_visitors_spanning_idx" ON "question_visitors" USING btree ("last_at") WHERE "question_visitors"."day" is null;--> statement-breakpoint
CREATE INDEX "visitor_cohorts_created_at_idx" ON "visitor_cohorts" USING btree ("created_at");