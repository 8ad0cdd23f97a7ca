CREATE TABLE "table_plan_versions" (
	"convention_id" integer NOT NULL,
	"version" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"action" text NOT NULL,
	"saved_by_user_id" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_plan_versions_convention_id_version_pk" PRIMARY KEY("convention_id","version")
);
--> statement-breakpoint
ALTER TABLE "table_plan_versions" ADD CONSTRAINT "table_plan_versions_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_plan_versions" ADD CONSTRAINT "table_plan_versions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;