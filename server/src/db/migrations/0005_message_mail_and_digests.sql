CREATE TABLE "mail_digests" (
	"name" text PRIMARY KEY NOT NULL,
	"pending_since" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_mail" boolean DEFAULT true NOT NULL;