CREATE TABLE "learning_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"experience" text NOT NULL,
	"duration" integer NOT NULL,
	"tracks" text[] DEFAULT '{}'::text[] NOT NULL,
	"outline" jsonb NOT NULL,
	"sources" jsonb,
	"origin" text DEFAULT 'offline' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"local_date" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "plan_lessons" (
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"lesson" jsonb NOT NULL,
	"origin" text DEFAULT 'offline' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_lessons_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"user_id" uuid NOT NULL,
	"usage_date" date NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_id_usage_date_pk" PRIMARY KEY("user_id","usage_date")
);
--> statement-breakpoint
ALTER TABLE "learning_plans" ADD CONSTRAINT "learning_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_lessons" ADD CONSTRAINT "plan_lessons_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_plans_one_active_idx" ON "learning_plans" USING btree ("user_id") WHERE "learning_plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "learning_plans_user_idx" ON "learning_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_plans_created_idx" ON "learning_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lesson_completions_user_date_idx" ON "lesson_completions" USING btree ("user_id","local_date");