CREATE TABLE "ignored_wishes" (
	"registration_id" uuid NOT NULL,
	"field" text NOT NULL,
	"wish_digest" text NOT NULL,
	"ignored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_wishes_registration_id_field_wish_digest_pk" PRIMARY KEY("registration_id","field","wish_digest"),
	CONSTRAINT "ignored_wishes_field" CHECK ("ignored_wishes"."field" in ('bringGames', 'wantToPlayGames', 'peopleToPlayWith'))
);
--> statement-breakpoint
ALTER TABLE "ignored_wishes" ADD CONSTRAINT "ignored_wishes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;