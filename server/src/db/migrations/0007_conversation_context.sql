ALTER TABLE "chat_sessions" ADD COLUMN "context" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_profile_skipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_updated_idx" ON "chat_sessions" USING btree ("user_id","updated_at");