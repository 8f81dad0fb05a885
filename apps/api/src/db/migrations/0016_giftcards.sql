CREATE TABLE "gift_card_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restaurant_id" bigint,
	"order_id" bigint,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_sign_ck" CHECK (("gift_card_ledger"."kind" in ('issued', 'refunded') and "gift_card_ledger"."amount_cents" > 0) or ("gift_card_ledger"."kind" in ('redeemed', 'expired') and "gift_card_ledger"."amount_cents" < 0) or "gift_card_ledger"."kind" = 'adjusted')
);
--> statement-breakpoint
CREATE TABLE "gift_card_template_restaurants" (
	"business_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	CONSTRAINT "gift_card_template_restaurants_template_id_restaurant_id_pk" PRIMARY KEY("template_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"name" text NOT NULL,
	"design_key" text NOT NULL,
	"image_id" bigint,
	"preset_amounts_cents" jsonb NOT NULL,
	"free_min_cents" integer,
	"free_max_cents" integer,
	"validity_months" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_templates_free_ck" CHECK (("gift_card_templates"."free_min_cents" is null and "gift_card_templates"."free_max_cents" is null) or ("gift_card_templates"."free_min_cents" > 0 and "gift_card_templates"."free_max_cents" >= "gift_card_templates"."free_min_cents")),
	CONSTRAINT "gift_card_templates_validity_ck" CHECK ("gift_card_templates"."validity_months" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" bigint NOT NULL,
	"restaurant_id" bigint NOT NULL,
	"template_id" bigint,
	"unique_id" text NOT NULL,
	"code" text NOT NULL,
	"type" text DEFAULT 'card' NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" text,
	"email" text,
	"send_email" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"is_percentage" boolean DEFAULT false NOT NULL,
	"date_expired" date NOT NULL,
	"privacy" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text,
	"language" text NOT NULL,
	"delivery_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"sold_via" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amount_ck" CHECK ("gift_cards"."amount_cents" between 100 and 200000),
	CONSTRAINT "gift_cards_min_amount_ck" CHECK ("gift_cards"."min_amount_cents" >= 0),
	CONSTRAINT "gift_cards_not_percentage_ck" CHECK (not "gift_cards"."is_percentage")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "giftcard_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_template_restaurants" ADD CONSTRAINT "gift_card_template_restaurants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_template_restaurants" ADD CONSTRAINT "gift_card_template_restaurants_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_template_restaurants" ADD CONSTRAINT "gift_card_template_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_templates" ADD CONSTRAINT "gift_card_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_templates" ADD CONSTRAINT "gift_card_templates_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_template_restaurants_restaurant_idx" ON "gift_card_template_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "gift_card_templates_business_idx" ON "gift_card_templates" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_unique_id_uq" ON "gift_cards" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_cards_business_created_idx" ON "gift_cards" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_template_idx" ON "gift_cards" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_giftcard_id_gift_cards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_giftcard_idx" ON "payments" USING btree ("giftcard_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (num_nonnulls("payments"."order_id", "payments"."booking_id", "payments"."giftcard_id") = 1);
--> statement-breakpoint
-- Row Level Security as for every tenant-owned table (0001); grants come from the default privileges.
ALTER TABLE "gift_card_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "gift_card_templates"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "gift_card_template_restaurants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "gift_card_template_restaurants"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "gift_cards" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "gift_cards"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "gift_card_ledger"
  USING (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint)
  WITH CHECK (current_setting('app.is_admin', true) = 'true' OR "business_id" = nullif(current_setting('app.business_id', true), '')::bigint);
