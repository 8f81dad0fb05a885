ALTER TABLE "booking_waitlist" ADD COLUMN "offered_by" bigint;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD COLUMN "offer_over_capacity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_waitlist" ADD CONSTRAINT "booking_waitlist_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;