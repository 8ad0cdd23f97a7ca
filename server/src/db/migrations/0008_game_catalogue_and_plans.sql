CREATE TABLE "catalogue_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_players" integer NOT NULL,
	"max_players" integer NOT NULL,
	"minutes" integer NOT NULL,
	"is_long" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_games_players" CHECK ("catalogue_games"."min_players" >= 1 and "catalogue_games"."max_players" >= "catalogue_games"."min_players"),
	CONSTRAINT "catalogue_games_minutes" CHECK ("catalogue_games"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_plans" (
	"convention_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_plans" ADD CONSTRAINT "table_plans_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_games_title_key" ON "catalogue_games" USING btree (lower("title"));