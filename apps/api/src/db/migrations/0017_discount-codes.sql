CREATE TABLE "discount_code_restaurants" (
	"business_id" bigint NOT NULL,
	"discount_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	CONSTRAINT "discount_code_restaurants_discount_id_restaurant_id_pk" PRIMARY KEY("discount_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_percentage" boolean NOT NULL,
	"amount" integer NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"days_valid" integer,
	"usage_limit" integer,
	"usage_limit_per_guest" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"order_types" jsonb NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"customer_name" text,
	"email" text,
	"phone_number" text,
	"message" text DEFAULT '' NOT NULL,
	"email_sent_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_amount_ck" CHECK ("discount_codes"."amount" > 0 and (not "discount_codes"."is_percentage" or "discount_codes"."amount" <= 10000) and "discount_codes"."amount" <= 1000000),
	CONSTRAINT "discount_codes_min_amount_ck" CHECK ("discount_codes"."min_amount_cents" between 0 and 1000000),
	CONSTRAINT "discount_codes_uses_ck" CHECK ("discount_codes"."times_used" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" >= 1) and ("discount_codes"."usage_limit_per_guest" is null or "discount_codes"."usage_limit_per_guest" >= 1)),
	CONSTRAINT "discount_codes_window_ck" CHECK ("discount_codes"."valid_from" is null or "discount_codes"."valid_to" is null or "discount_codes"."valid_to" > "discount_codes"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"discount_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_code_restaurants" ADD CONSTRAINT "discount_code_restaurants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_restaurants" ADD CONSTRAINT "discount_code_restaurants_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_restaurants" ADD CONSTRAINT "discount_code_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_restaurants_restaurant_idx" ON "discount_code_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_business_code_uq" ON "discount_codes" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_uq" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_email_idx" ON "discount_redemptions" USING btree ("discount_id","email");--> statement-breakpoint
ALTER TABLE "discount_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discount_codes"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "discount_code_restaurants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discount_code_restaurants"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discount_redemptions"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
