ALTER TABLE "restaurants" ADD COLUMN "orders_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "bookings_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "opening_times" jsonb DEFAULT '{"weekly":{"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"sun":[]},"exceptions":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "media_prefix" text;--> statement-breakpoint
-- Existing restaurants keep their media where their public key put them.
UPDATE "restaurants" SET "media_prefix" = "public_key";--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "media_prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "google_tokens_encrypted" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "google_location_name" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "google_connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "sitemap_generated_at" timestamp with time zone;