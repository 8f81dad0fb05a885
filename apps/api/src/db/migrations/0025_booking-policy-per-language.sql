-- The cancellation policy in each of the restaurant's languages (decision 094), as its other texts
-- are: a policy written so far becomes the text of the restaurant's first language.
ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_policy" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_policy" SET DATA TYPE jsonb USING to_jsonb("cancellation_policy");--> statement-breakpoint
UPDATE "booking_settings" s SET "cancellation_policy" = CASE
  WHEN s."cancellation_policy" #>> '{}' = '' THEN '{}'::jsonb
  ELSE jsonb_build_object(
    coalesce(
      (SELECT l."language" FROM "restaurant_languages" l
        WHERE l."restaurant_id" = s."restaurant_id" ORDER BY l."position" LIMIT 1),
      'it'
    ),
    s."cancellation_policy" #>> '{}'
  )
END;--> statement-breakpoint
ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_policy" SET DEFAULT '{}'::jsonb;
