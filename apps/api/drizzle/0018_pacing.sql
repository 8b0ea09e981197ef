CREATE TABLE "pacing_choices" (
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"local_date" date NOT NULL,
	"lesson" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pacing_choices_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD COLUMN "kind" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_completions" DROP CONSTRAINT "lesson_completions_plan_id_day_pk";--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_plan_id_day_kind_pk" PRIMARY KEY("plan_id","day","kind");--> statement-breakpoint
ALTER TABLE "pacing_choices" ADD CONSTRAINT "pacing_choices_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacing_choices" ADD CONSTRAINT "pacing_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pacing_choices_user_idx" ON "pacing_choices" USING btree ("user_id");