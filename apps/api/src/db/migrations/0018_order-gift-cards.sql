ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_cents_ck" CHECK ("orders"."gift_card_cents" >= 0 and "orders"."gift_card_cents" <= "orders"."total_cents");