CREATE TABLE "booking_tables" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	CONSTRAINT "booking_tables_booking_id_table_id_pk" PRIMARY KEY("booking_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_seating_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"seating_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_seating_tables" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"seating_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "table_seating_tables_seating_id_table_id_pk" PRIMARY KEY("seating_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_seatings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_seatings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"booking_id" bigint,
	"party_size" integer NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"seated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bill_requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"merged_into_id" bigint,
	"bill_split" text DEFAULT 'whole' NOT NULL,
	"bill_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_seatings_party_ck" CHECK ("table_seatings"."party_size" >= 1),
	CONSTRAINT "table_seatings_split_ck" CHECK ("table_seatings"."bill_split" in ('whole', 'equal', 'items'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_id" bigint;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_table_id_floor_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."floor_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_orders" ADD CONSTRAINT "table_seating_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_orders" ADD CONSTRAINT "table_seating_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_orders" ADD CONSTRAINT "table_seating_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_orders" ADD CONSTRAINT "table_seating_orders_seating_id_table_seatings_id_fk" FOREIGN KEY ("seating_id") REFERENCES "public"."table_seatings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_tables" ADD CONSTRAINT "table_seating_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_tables" ADD CONSTRAINT "table_seating_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_tables" ADD CONSTRAINT "table_seating_tables_seating_id_table_seatings_id_fk" FOREIGN KEY ("seating_id") REFERENCES "public"."table_seatings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seating_tables" ADD CONSTRAINT "table_seating_tables_table_id_floor_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."floor_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seatings" ADD CONSTRAINT "table_seatings_merged_into_id_table_seatings_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."table_seatings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tables_table_idx" ON "booking_tables" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "table_seating_orders_seating_idx" ON "table_seating_orders" USING btree ("seating_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_seating_tables_open_uq" ON "table_seating_tables" USING btree ("table_id") WHERE "table_seating_tables"."open";--> statement-breakpoint
CREATE INDEX "table_seatings_open_idx" ON "table_seatings" USING btree ("restaurant_id") WHERE "table_seatings"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "table_seatings_booking_uq" ON "table_seatings" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_floor_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."floor_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_table_idx" ON "orders" USING btree ("table_id") WHERE "orders"."table_id" is not null;--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "table_seatings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "table_seatings"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "table_seating_tables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "table_seating_tables"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "table_seating_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "table_seating_orders"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "booking_tables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "booking_tables"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
