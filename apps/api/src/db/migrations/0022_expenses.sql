CREATE TABLE "expense_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_name_ck" CHECK (length("expense_categories"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_rate_code" text,
	"vat_rate_bp" integer,
	"amount_vat_cents" integer NOT NULL,
	"amount_gross_cents" integer NOT NULL,
	"date_created" date NOT NULL,
	"expiry_date" date,
	"is_extra" boolean DEFAULT false NOT NULL,
	"paid_on" date,
	"invoice_key" text,
	"invoice_name" text,
	"invoice_type" text,
	"invoice_size" integer,
	"invoice_uploaded_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amounts_ck" CHECK ("expenses"."amount_cents" >= 0 and "expenses"."amount_vat_cents" >= 0 and "expenses"."amount_gross_cents" <= 100000000 and "expenses"."amount_cents" + "expenses"."amount_vat_cents" = "expenses"."amount_gross_cents"),
	CONSTRAINT "expenses_days_ck" CHECK ("expenses"."date_created" between '2000-01-01' and '2099-12-31' and ("expenses"."expiry_date" is null or "expenses"."expiry_date" between '2000-01-01' and '2099-12-31') and ("expenses"."paid_on" is null or "expenses"."paid_on" between '2000-01-01' and '2099-12-31')),
	CONSTRAINT "expenses_vat_rate_ck" CHECK (("expenses"."vat_rate_code" is null) = ("expenses"."vat_rate_bp" is null) and ("expenses"."vat_rate_bp" is null or "expenses"."vat_rate_bp" between 0 and 10000))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"name" text NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_name_ck" CHECK (length("suppliers"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_business_key_uq" ON "expense_categories" USING btree ("business_id","key") WHERE "expense_categories"."key" is not null;--> statement-breakpoint
CREATE INDEX "expenses_business_restaurant_day_idx" ON "expenses" USING btree ("business_id","restaurant_id","date_created");--> statement-breakpoint
CREATE INDEX "expenses_business_category_day_idx" ON "expenses" USING btree ("business_id","category_id","date_created");--> statement-breakpoint
CREATE INDEX "expenses_business_supplier_day_idx" ON "expenses" USING btree ("business_id","supplier_id","date_created");--> statement-breakpoint
CREATE INDEX "expenses_business_unpaid_due_idx" ON "expenses" USING btree ("business_id","expiry_date") WHERE "expenses"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "suppliers_business_name_idx" ON "suppliers" USING btree ("business_id","name");
--> statement-breakpoint
ALTER TABLE "suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "suppliers"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "expense_categories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "expense_categories"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "expenses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "expenses"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
