CREATE TABLE "floor_areas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floor_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_table_neighbours" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"neighbour_id" bigint NOT NULL,
	CONSTRAINT "floor_table_neighbours_order_ck" CHECK ("floor_table_neighbours"."table_id" < "floor_table_neighbours"."neighbour_id")
);
--> statement-breakpoint
CREATE TABLE "floor_tables" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floor_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"name" text NOT NULL,
	"seats_min" integer NOT NULL,
	"seats_max" integer NOT NULL,
	"shape" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"qr_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_tables_seats_ck" CHECK ("floor_tables"."seats_min" >= 1 and "floor_tables"."seats_max" >= "floor_tables"."seats_min"),
	CONSTRAINT "floor_tables_place_ck" CHECK ("floor_tables"."x" >= 0 and "floor_tables"."y" >= 0 and "floor_tables"."width" >= 1 and "floor_tables"."height" >= 1),
	CONSTRAINT "floor_tables_rotation_ck" CHECK ("floor_tables"."rotation" between 0 and 359)
);
--> statement-breakpoint
ALTER TABLE "floor_areas" ADD CONSTRAINT "floor_areas_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_areas" ADD CONSTRAINT "floor_areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_table_neighbours" ADD CONSTRAINT "floor_table_neighbours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_table_neighbours" ADD CONSTRAINT "floor_table_neighbours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_table_neighbours" ADD CONSTRAINT "floor_table_neighbours_table_id_floor_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."floor_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_table_neighbours" ADD CONSTRAINT "floor_table_neighbours_neighbour_id_floor_tables_id_fk" FOREIGN KEY ("neighbour_id") REFERENCES "public"."floor_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_tables" ADD CONSTRAINT "floor_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_tables" ADD CONSTRAINT "floor_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_tables" ADD CONSTRAINT "floor_tables_area_id_floor_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."floor_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floor_areas_restaurant_name_uq" ON "floor_areas" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_table_neighbours_uq" ON "floor_table_neighbours" USING btree ("table_id","neighbour_id");--> statement-breakpoint
CREATE INDEX "floor_table_neighbours_neighbour_idx" ON "floor_table_neighbours" USING btree ("neighbour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_tables_restaurant_name_uq" ON "floor_tables" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_tables_qr_token_uq" ON "floor_tables" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "floor_tables_area_idx" ON "floor_tables" USING btree ("area_id");
--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "floor_areas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "floor_areas"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "floor_tables" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "floor_tables"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "floor_table_neighbours" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "floor_table_neighbours"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
