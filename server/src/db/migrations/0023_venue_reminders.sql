CREATE TABLE "convention_reminders" (
	"convention_id" integer NOT NULL,
	"registration_id" uuid NOT NULL,
	"reminder_day" integer NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convention_reminders_convention_id_registration_id_reminder_day_pk" PRIMARY KEY("convention_id","registration_id","reminder_day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "venue" jsonb;--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "reminder_days" integer[] DEFAULT '{14,2}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "convention_reminders" ADD CONSTRAINT "convention_reminders_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_reminders" ADD CONSTRAINT "convention_reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_reminders" ADD CONSTRAINT "convention_reminders_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;