CREATE TABLE "entitlements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'lifetime' NOT NULL,
	"order_id" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;