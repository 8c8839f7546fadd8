CREATE TABLE "mileage_reading_months" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text,
	"first_at" timestamp with time zone,
	"first_km" integer,
	"last_at" timestamp with time zone,
	"last_km" integer,
	"before_km" integer,
	"readings" integer NOT NULL,
	"flagged" integer NOT NULL,
	CONSTRAINT "mileage_reading_months_key" UNIQUE NULLS NOT DISTINCT("company_id","user_id","month","source")
);
--> statement-breakpoint
ALTER TABLE "mileage_reading_months" ADD CONSTRAINT "mileage_reading_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reading_months" ADD CONSTRAINT "mileage_reading_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_reading_months_company_month_idx" ON "mileage_reading_months" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "mileage_reading_months_month_idx" ON "mileage_reading_months" USING btree ("month");