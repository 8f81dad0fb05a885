CREATE TABLE "cash_up_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_up_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"cash_up_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_up_staff" (
	"business_id" bigint NOT NULL,
	"cash_up_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "cash_up_staff_cash_up_id_user_id_pk" PRIMARY KEY("cash_up_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cash_ups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"cash_up_date" date NOT NULL,
	"type" text DEFAULT 'final' NOT NULL,
	"breakfast_count" integer DEFAULT 0 NOT NULL,
	"lunch_count" integer DEFAULT 0 NOT NULL,
	"aperitif_count" integer DEFAULT 0 NOT NULL,
	"dinner_count" integer DEFAULT 0 NOT NULL,
	"bnt_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"till_cents" integer NOT NULL,
	"extra_expenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_expenses_cents" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_ups_type_ck" CHECK ("cash_ups"."type" in ('final', 'breakfast', 'lunch', 'aperitif', 'dinner')),
	CONSTRAINT "cash_ups_amounts_ck" CHECK ("cash_ups"."bnt_cents" between 0 and 50000000 and "cash_ups"."cash_cents" between 0 and 50000000 and "cash_ups"."till_cents" between 0 and 50000000 and "cash_ups"."extra_expenses_cents" between 0 and 1500000000),
	CONSTRAINT "cash_ups_covers_ck" CHECK ("cash_ups"."breakfast_count" between 0 and 5000 and "cash_ups"."lunch_count" between 0 and 5000 and "cash_ups"."aperitif_count" between 0 and 5000 and "cash_ups"."dinner_count" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "cash_up_events" ADD CONSTRAINT "cash_up_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_events" ADD CONSTRAINT "cash_up_events_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_events" ADD CONSTRAINT "cash_up_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_staff" ADD CONSTRAINT "cash_up_staff_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_staff" ADD CONSTRAINT "cash_up_staff_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_staff" ADD CONSTRAINT "cash_up_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_up_events_cash_up_idx" ON "cash_up_events" USING btree ("cash_up_id","id");--> statement-breakpoint
CREATE INDEX "cash_up_staff_user_idx" ON "cash_up_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ups_restaurant_day_type_uq" ON "cash_ups" USING btree ("restaurant_id","cash_up_date","type");--> statement-breakpoint
CREATE INDEX "cash_ups_business_restaurant_date_idx" ON "cash_ups" USING btree ("business_id","restaurant_id","cash_up_date");--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "cash_ups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cash_ups"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "cash_up_staff" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cash_up_staff"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "cash_up_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cash_up_events"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
