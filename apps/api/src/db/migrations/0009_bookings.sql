CREATE TABLE "booking_cover_loads" (
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"covers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" bigint,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"sitting_durations" jsonb DEFAULT '[{"up_to":2,"minutes":90},{"up_to":4,"minutes":120}]'::jsonb NOT NULL,
	"default_sitting_minutes" integer DEFAULT 150 NOT NULL,
	"max_covers_per_slot" integer DEFAULT 16 NOT NULL,
	"max_covers_per_service" integer DEFAULT 60 NOT NULL,
	"max_party_online" integer DEFAULT 8 NOT NULL,
	"days_ahead" integer DEFAULT 60 NOT NULL,
	"cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"auto_confirm" boolean DEFAULT true NOT NULL,
	"guarantee_enabled" boolean DEFAULT false NOT NULL,
	"guarantee_min_party" integer DEFAULT 6 NOT NULL,
	"guarantee_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_show_fee_cents" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"guest_id" bigint,
	"party_size" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"service_starts_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reason" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone,
	"guest_confirmed_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_cover_loads" ADD CONSTRAINT "booking_cover_loads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cover_loads" ADD CONSTRAINT "booking_cover_loads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_cover_loads_uq" ON "booking_cover_loads" USING btree ("restaurant_id","kind","starts_at");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_restaurant_uq" ON "booking_settings" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_public_id_uq" ON "bookings" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "bookings_restaurant_starts_idx" ON "bookings" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id");
--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "booking_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "booking_settings"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "booking_cover_loads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "booking_cover_loads"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bookings"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "booking_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "booking_events"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
