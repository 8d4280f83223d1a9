ALTER TABLE "travel_profiles" ALTER COLUMN "travel_purpose" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "interests" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "interests" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "budget_range" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "travel_style" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "age_group" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "accommodation_preferences" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ALTER COLUMN "transportation_preferences" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_profiles" ADD COLUMN "duration" text;