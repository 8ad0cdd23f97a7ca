CREATE TABLE "registration_games" (
	"registration_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"copies_brought" smallint DEFAULT 0 NOT NULL,
	"wants_to_play" boolean DEFAULT false NOT NULL,
	CONSTRAINT "registration_games_registration_id_game_id_pk" PRIMARY KEY("registration_id","game_id"),
	CONSTRAINT "registration_games_picked" CHECK ("registration_games"."copies_brought" >= 0 and ("registration_games"."copies_brought" > 0 or "registration_games"."wants_to_play"))
);
--> statement-breakpoint
CREATE TABLE "registration_play_partners" (
	"registration_id" uuid NOT NULL,
	"partner_registration_id" uuid NOT NULL,
	CONSTRAINT "registration_play_partners_registration_id_partner_registration_id_pk" PRIMARY KEY("registration_id","partner_registration_id"),
	CONSTRAINT "registration_play_partners_not_self" CHECK ("registration_play_partners"."registration_id" <> "registration_play_partners"."partner_registration_id")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "listed_as_play_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_games" ADD CONSTRAINT "registration_games_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_games" ADD CONSTRAINT "registration_games_game_id_catalogue_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalogue_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_play_partners" ADD CONSTRAINT "registration_play_partners_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_play_partners" ADD CONSTRAINT "registration_play_partners_partner_registration_id_registrations_id_fk" FOREIGN KEY ("partner_registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_games_game_idx" ON "registration_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "registration_play_partners_partner_idx" ON "registration_play_partners" USING btree ("partner_registration_id");