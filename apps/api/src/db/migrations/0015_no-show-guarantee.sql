ALTER TABLE "booking_settings" ALTER COLUMN "guarantee_min_party" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "guarantee_mode" text DEFAULT 'card_guarantee' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "guarantee_cancel_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_due_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "setup_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (num_nonnulls("payments"."order_id", "payments"."booking_id") = 1);