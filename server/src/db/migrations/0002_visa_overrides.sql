CREATE TABLE "visa_requirement_overrides" (
	"nationality" char(2) NOT NULL,
	"destination" char(2) NOT NULL,
	"category" text NOT NULL,
	"days" integer,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visa_requirement_overrides_nationality_destination_pk" PRIMARY KEY("nationality","destination")
);
--> statement-breakpoint
CREATE INDEX "visa_requirement_overrides_imported_at_idx" ON "visa_requirement_overrides" USING btree ("imported_at");