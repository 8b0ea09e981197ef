CREATE TABLE "reminder_address_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_address_confirmations" ADD CONSTRAINT "reminder_address_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_address_confirmations_address_idx" ON "reminder_address_confirmations" USING btree ("user_id","channel","address");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_address_confirmations_token_idx" ON "reminder_address_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reminder_address_confirmations_address_only_idx" ON "reminder_address_confirmations" USING btree ("channel","address");