ALTER TABLE "registrations" ADD COLUMN "promoted_out_of_turn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written:
-- An organiser may place one waiting attendee beyond the capacity on purpose (promoted_out_of_turn,
-- set in the same UPDATE). Every other placement still counts under the convention's lock, so
-- registrations arriving together never exceed the capacity.
CREATE OR REPLACE FUNCTION "registrations_place"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- Only a promotion is ever out of turn, never an arrival.
    NEW.promoted_out_of_turn := false;
    IF NEW.status = 'cancelled' THEN
      RETURN NEW;
    END IF;
    NEW.status := 'registered';
  END IF;
  IF places IS NULL OR NEW.status <> 'registered' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.promoted_out_of_turn AND NOT OLD.promoted_out_of_turn THEN
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
$$;
