CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"local_date" date NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_id" uuid,
	"mail_id" uuid,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_enabled" boolean NOT NULL,
	"whatsapp_enabled" boolean NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text NOT NULL,
	"reminder_time" text NOT NULL,
	"user_name" text NOT NULL,
	"course_topic" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"due_local_date" date,
	"email_unsubscribed_at" timestamp with time zone,
	"whatsapp_opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_delivery_id_reminder_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("user_id","channel","local_date");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("channel","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reminder_preferences_due_idx" ON "reminder_preferences" USING btree ("next_due_at") WHERE "reminder_preferences"."next_due_at" is not null;--> statement-breakpoint
CREATE INDEX "reminder_preferences_phone_idx" ON "reminder_preferences" USING btree ("phone_digits");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_delivery_idx" ON "whatsapp_outbox" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_created_idx" ON "whatsapp_outbox" USING btree ("created_at");