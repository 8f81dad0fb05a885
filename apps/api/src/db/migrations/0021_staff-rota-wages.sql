CREATE TABLE "rota_shifts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rota_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"week_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_shifts_service_ck" CHECK ("rota_shifts"."service" in ('breakfast', 'lunch', 'aperitif', 'dinner'))
);
--> statement-breakpoint
CREATE TABLE "rota_weeks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rota_weeks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_weeks_monday_ck" CHECK (extract(isodow from "rota_weeks"."week_start") = 1),
	CONSTRAINT "rota_weeks_status_ck" CHECK ("rota_weeks"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "wages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"month" date NOT NULL,
	"proposed_cents" integer NOT NULL,
	"wage_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"payslip_key" text,
	"payslip_name" text,
	"payslip_bytes" integer,
	"payslip_uploaded_at" timestamp with time zone,
	"recorded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wages_month_ck" CHECK (extract(day from "wages"."month") = 1),
	CONSTRAINT "wages_amounts_ck" CHECK ("wages"."wage_cents" between 0 and 100000000 and "wages"."proposed_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "rota_shifts" ADD CONSTRAINT "rota_shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_shifts" ADD CONSTRAINT "rota_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_shifts" ADD CONSTRAINT "rota_shifts_week_id_rota_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."rota_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_shifts" ADD CONSTRAINT "rota_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_weeks" ADD CONSTRAINT "rota_weeks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_weeks" ADD CONSTRAINT "rota_weeks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_weeks" ADD CONSTRAINT "rota_weeks_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rota_shifts_week_user_day_service_uq" ON "rota_shifts" USING btree ("week_id","user_id","day","service");--> statement-breakpoint
CREATE INDEX "rota_shifts_business_restaurant_day_idx" ON "rota_shifts" USING btree ("business_id","restaurant_id","day");--> statement-breakpoint
CREATE INDEX "rota_shifts_user_day_idx" ON "rota_shifts" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rota_weeks_restaurant_week_uq" ON "rota_weeks" USING btree ("restaurant_id","week_start");--> statement-breakpoint
CREATE INDEX "rota_weeks_business_restaurant_week_idx" ON "rota_weeks" USING btree ("business_id","restaurant_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "wages_person_restaurant_month_uq" ON "wages" USING btree ("business_id","user_id","restaurant_id","month");--> statement-breakpoint
CREATE INDEX "wages_business_restaurant_month_idx" ON "wages" USING btree ("business_id","restaurant_id","month");--> statement-breakpoint
ALTER TABLE "rota_weeks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "rota_weeks"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "rota_shifts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "rota_shifts"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "wages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wages"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
