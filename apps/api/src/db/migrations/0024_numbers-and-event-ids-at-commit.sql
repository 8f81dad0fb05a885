-- An order's day number and a live event's id are given inside COMMIT, by deferred constraint
-- triggers (decision 091). The day's counter row and the business's publishing lock are the two
-- things every order of a restaurant waits on; taken at commit, each is held for the commit alone,
-- never across a round trip to the API, so the restaurant's orders no longer queue behind each
-- other's last statements. Deferred triggers fire in the order of their events, so a transaction
-- that writes an order then an event takes the counter before the lock, as every one does: no
-- deadlock. SECURITY DEFINER: the restaurant's zone, the counter and the event are written
-- whatever the caller's role, for a row the caller has just been allowed to write.

-- The order was written with the provisional number 0 (the seeds write their own numbers).
CREATE FUNCTION "orders_number_at_commit"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  next_number integer;
BEGIN
  -- Gone or numbered since (deleted in the same transaction): no number is spent on it.
  IF NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.id AND number = 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_counters (business_id, restaurant_id, day, last_number)
    SELECT NEW.business_id, NEW.restaurant_id, (NEW.order_datetime AT TIME ZONE r.time_zone)::date, 1
    FROM restaurants r WHERE r.id = NEW.restaurant_id
  ON CONFLICT (restaurant_id, day) DO UPDATE SET last_number = order_counters.last_number + 1
  RETURNING last_number INTO next_number;
  UPDATE orders SET number = next_number WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_number_at_commit"
  AFTER INSERT ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.number = 0) EXECUTE FUNCTION "orders_number_at_commit"();
--> statement-breakpoint
-- The event was written with a provisional id; under the business's lock, held to the end of the
-- commit, it takes its final one and is notified: a business's ids commit in id order, so a stream
-- that has sent id N has seen every event of the business below N (decision 043). Its time is the
-- commit's, so a business's events also age in id order (the prune relies on it).
CREATE FUNCTION "live_events_publish_at_commit"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  final_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(43043, (NEW.business_id % 2147483647)::int);
  UPDATE live_events SET id = DEFAULT, created_at = clock_timestamp()
    WHERE id = NEW.id RETURNING id INTO final_id;
  IF final_id IS NULL THEN
    RETURN NULL; -- deleted in the same transaction: nothing to tell
  END IF;
  PERFORM pg_notify('live_events',
    concat_ws(' ', final_id, NEW.business_id, coalesce(NEW.restaurant_id::text, '')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_publish_at_commit"
  AFTER INSERT ON "live_events" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "live_events_publish_at_commit"();
