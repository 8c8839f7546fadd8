CREATE TABLE IF NOT EXISTS "charging_session_company_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "charging_session_company_months_pkey" PRIMARY KEY("company_id","month","source")
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "charging_session_company_months" ADD CONSTRAINT "charging_session_company_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charging_session_company_months_month_idx" ON "charging_session_company_months" USING btree ("month","company_id","source","sessions");
