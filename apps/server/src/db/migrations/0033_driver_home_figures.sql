CREATE TABLE IF NOT EXISTS "driver_home_figures" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"start" date NOT NULL,
	"sessions" integer NOT NULL,
	"energy_wh" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	CONSTRAINT "driver_home_figures_pkey" PRIMARY KEY("company_id","user_id","unit","start")
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "driver_home_figures" ADD CONSTRAINT "driver_home_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "driver_home_figures" ADD CONSTRAINT "driver_home_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "driver_home_figures_company_energy_idx" ON "driver_home_figures" USING btree ("unit","start","company_id","energy_wh","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "driver_home_figures_company_expense_idx" ON "driver_home_figures" USING btree ("unit","start","company_id","expense_minor","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "driver_home_figures_energy_idx" ON "driver_home_figures" USING btree ("unit","start","energy_wh","user_id","company_id","expense_minor");
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "driver_home_figures_period_stats" (mcv, dependencies) ON "unit", "start", "company_id" FROM "driver_home_figures";
