CREATE TYPE "public"."dietary" AS ENUM('none', 'vegetarian', 'vegan', 'other');--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "meals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "companion_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "dietary" "dietary" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "dietary_notes" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "meal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "companions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_companion_fee_not_negative" CHECK ("conventions"."companion_fee_cents" >= 0);