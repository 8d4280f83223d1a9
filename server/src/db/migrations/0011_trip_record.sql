ALTER TABLE "bookings" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
CREATE INDEX "bookings_user_chat_session_idx" ON "bookings" USING btree ("user_id","chat_session_id");--> statement-breakpoint
CREATE INDEX "purchases_user_chat_session_idx" ON "purchases" USING btree ("user_id","chat_session_id");