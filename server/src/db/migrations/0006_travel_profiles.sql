CREATE TABLE "travel_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"travel_purpose" text NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_range" text NOT NULL,
	"travel_style" text NOT NULL,
	"age_group" text NOT NULL,
	"accommodation_preferences" text NOT NULL,
	"transportation_preferences" text NOT NULL,
	"preferred_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary_restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_profiles_profile_reference_unique" UNIQUE("profile_reference")
);
--> statement-breakpoint
ALTER TABLE "travel_profiles" ADD CONSTRAINT "travel_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;