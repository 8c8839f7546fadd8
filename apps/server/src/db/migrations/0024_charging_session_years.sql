CREATE TABLE IF NOT EXISTS "charging_session_years" (
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"year" date NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"ignored" boolean NOT NULL,
	"sessions" integer NOT NULL,
	"energy_wh" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	"priced_wh" bigint NOT NULL,
	"priced_expense_minor" bigint NOT NULL,
	CONSTRAINT "charging_session_years_key" UNIQUE NULLS NOT DISTINCT("company_id","user_id","year","currency","source","ignored")
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "charging_session_years" ADD CONSTRAINT "charging_session_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "charging_session_years" ADD CONSTRAINT "charging_session_years_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charging_session_years_company_year_idx" ON "charging_session_years" USING btree ("company_id","year","user_id","currency","source","ignored","sessions","energy_wh","expense_minor","priced_wh","priced_expense_minor");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charging_session_years_year_idx" ON "charging_session_years" USING btree ("year","company_id","user_id","currency","source","ignored","sessions","energy_wh","expense_minor","priced_wh","priced_expense_minor");
