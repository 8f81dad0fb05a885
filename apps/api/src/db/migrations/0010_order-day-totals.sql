CREATE TABLE "order_day_totals" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"buckets" jsonb NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD CONSTRAINT "order_day_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD CONSTRAINT "order_day_totals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_day_totals_day_uq" ON "order_day_totals" USING btree ("restaurant_id","day");--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "order_day_totals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_day_totals"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
-- A day's kept totals go when one of its orders is added, moved, or changes type, payment or
-- amount (decision 052): the next range that asks sums the day again. Placing an order deletes
-- nothing (today is never kept) and takes no lock here. A change of an order already placed
-- first takes the restaurant's totals lock shared, so a reader summing days (which holds it
-- exclusively, orders.repository.ts) never keeps a sum made before the change committed.
-- SECURITY DEFINER: the restaurant's zone and the kept rows are read whatever the caller's role.
CREATE FUNCTION "order_day_totals_forget"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(52052, (OLD.restaurant_id % 2147483647)::int);
    DELETE FROM order_day_totals t USING restaurants r
      WHERE r.id = OLD.restaurant_id AND t.restaurant_id = OLD.restaurant_id
        AND t.day = (OLD.order_datetime AT TIME ZONE r.time_zone)::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM order_day_totals t USING restaurants r
      WHERE r.id = NEW.restaurant_id AND t.restaurant_id = NEW.restaurant_id
        AND t.day = (NEW.order_datetime AT TIME ZONE r.time_zone)::date;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_forget_day_totals"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "type", "payment_method", "total_cents", "order_datetime", "restaurant_id"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_totals_forget"();
