CREATE TABLE "guests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"language" text NOT NULL,
	"privacy_consent_at" timestamp with time zone,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"visits_count" integer DEFAULT 0 NOT NULL,
	"no_shows_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"menu_item_id" bigint,
	"variant_index" integer,
	"name" text NOT NULL,
	"variant_name" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate_code" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_slot_loads" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ordering_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"delivery_enabled" boolean DEFAULT false NOT NULL,
	"lead_minutes" integer DEFAULT 20 NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"orders_per_slot" integer DEFAULT 4 NOT NULL,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"delivery_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_fee_vat_rate" text DEFAULT 'IT10' NOT NULL,
	"pay_at_restaurant" boolean DEFAULT true NOT NULL,
	"card_payments" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"paused_until" timestamp with time zone,
	"busy_extra_minutes" integer DEFAULT 0 NOT NULL,
	"busy_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"guest_id" bigint,
	"customer_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"delivery_address" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"order_datetime" timestamp with time zone NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"asap" boolean DEFAULT false NOT NULL,
	"ready_at" timestamp with time zone,
	"reason" text,
	"subtotal_cents" integer NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"nature" text,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Italian VAT rates are data (DESIGN.md §10), here before any dish names one.
INSERT INTO "vat_rates" ("code", "rate_bp", "nature", "description", "position") VALUES
  ('IT22', 2200, NULL, 'Aliquota ordinaria 22%', 0),
  ('IT10', 1000, NULL, 'Aliquota ridotta 10% (somministrazione di alimenti e bevande)', 1),
  ('IT5', 500, NULL, 'Aliquota ridotta 5%', 2),
  ('IT4', 400, NULL, 'Aliquota minima 4%', 3),
  ('N4', 0, 'N4', 'Esente (art. 10 DPR 633/72)', 4);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "vat_rate" text DEFAULT 'IT10' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "takeaway_vat_rate" text;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_slot_loads" ADD CONSTRAINT "order_slot_loads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_slot_loads" ADD CONSTRAINT "order_slot_loads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_settings" ADD CONSTRAINT "ordering_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_settings" ADD CONSTRAINT "ordering_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_settings" ADD CONSTRAINT "ordering_settings_delivery_fee_vat_rate_vat_rates_code_fk" FOREIGN KEY ("delivery_fee_vat_rate") REFERENCES "public"."vat_rates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_business_email_uq" ON "guests" USING btree ("business_id","email") WHERE "guests"."email" is not null;--> statement-breakpoint
CREATE INDEX "guests_business_phone_idx" ON "guests" USING btree ("business_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("business_id","operation","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_counters_day_uq" ON "order_counters" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_slot_loads_slot_uq" ON "order_slot_loads" USING btree ("restaurant_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "ordering_settings_restaurant_uq" ON "ordering_settings" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_uq" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_datetime_idx" ON "orders" USING btree ("restaurant_id","order_datetime");--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_datetime_idx" ON "orders" USING btree ("restaurant_id","status","order_datetime");--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_vat_rate_vat_rates_code_fk" FOREIGN KEY ("vat_rate") REFERENCES "public"."vat_rates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_takeaway_vat_rate_vat_rates_code_fk" FOREIGN KEY ("takeaway_vat_rate") REFERENCES "public"."vat_rates"("code") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "guests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "guests"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "ordering_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ordering_settings"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "order_slot_loads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_slot_loads"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "order_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_counters"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_items"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "order_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_events"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "idempotency_keys"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
