CREATE TYPE "public"."registration_status" AS ENUM('registered', 'waiting', 'cancelled');--> statement-breakpoint
DROP INDEX "registrations_convention_attendee_email_key";--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" "registration_status" DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "arrival" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_on_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "registrations_convention_status_idx" ON "registrations" USING btree ("convention_id","status","arrival");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_convention_attendee_email_key" ON "registrations" USING btree ("convention_id",lower("attendee_email")) WHERE "registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_capacity_positive" CHECK ("conventions"."capacity" is null or "conventions"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancelled_at" CHECK (("registrations"."status" = 'cancelled') = ("registrations"."cancelled_at" is not null));--> statement-breakpoint
-- hand-written:
-- The waiting list is the database's: whatever the number of registrations at once, a convention
-- never places more attendees than its capacity, and the others wait in the order they came.
CREATE SEQUENCE "registrations_arrival_seq";--> statement-breakpoint
UPDATE "registrations" SET "arrival" = "ordered"."n"
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "registrations") AS "ordered"
  WHERE "registrations"."id" = "ordered"."id";--> statement-breakpoint
SELECT setval('registrations_arrival_seq', greatest((SELECT max("arrival") FROM "registrations"), 1));--> statement-breakpoint
CREATE FUNCTION "registrations_place"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  places integer;
  taken integer;
BEGIN
  -- One placement at a time per convention: the row lock waits until the previous registration's
  -- transaction ends, and the count below, a new statement with a new snapshot, then sees it.
  -- NO KEY UPDATE, so the foreign-key checks of other tables on the convention are not blocked.
  SELECT capacity INTO places FROM conventions WHERE id = NEW.convention_id FOR NO KEY UPDATE;
  IF TG_OP = 'INSERT' THEN
    -- Drawn under the lock: the arrival order is the order of placement.
    NEW.arrival := nextval('registrations_arrival_seq');
    IF NEW.status = 'cancelled' THEN
      RETURN NEW;
    END IF;
    NEW.status := 'registered';
  END IF;
  IF places IS NULL OR NEW.status <> 'registered' THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM registrations
    WHERE convention_id = NEW.convention_id AND status = 'registered' AND id <> NEW.id;
  IF taken < places THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW.status := 'waiting';
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The convention is full.' USING ERRCODE = 'check_violation', CONSTRAINT = 'registrations_capacity';
END
$$;--> statement-breakpoint
CREATE TRIGGER "registrations_place_on_insert" BEFORE INSERT ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION "registrations_place"();--> statement-breakpoint
CREATE TRIGGER "registrations_place_on_promotion" BEFORE UPDATE OF "status" ON "registrations"
  FOR EACH ROW WHEN (NEW."status" = 'registered' AND OLD."status" <> 'registered')
  EXECUTE FUNCTION "registrations_place"();
