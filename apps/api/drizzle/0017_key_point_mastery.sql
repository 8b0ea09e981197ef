CREATE TABLE "key_point_mastery" (
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"point" text NOT NULL,
	"point_key" text NOT NULL,
	"state" text NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"missed_count" integer DEFAULT 0 NOT NULL,
	"last_source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_point_mastery_plan_id_day_point_key_pk" PRIMARY KEY("plan_id","day","point_key")
);
--> statement-breakpoint
ALTER TABLE "key_point_mastery" ADD CONSTRAINT "key_point_mastery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_point_mastery" ADD CONSTRAINT "key_point_mastery_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_point_mastery_user_idx" ON "key_point_mastery" USING btree ("user_id");