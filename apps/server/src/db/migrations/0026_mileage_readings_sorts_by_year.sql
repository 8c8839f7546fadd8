CREATE INDEX IF NOT EXISTS "mileage_readings_year_km_idx" ON "mileage_readings" USING btree (extract(year from ("read_at" at time zone 'UTC')),"odometer_km","read_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mileage_readings_company_year_km_idx" ON "mileage_readings" USING btree ("company_id",extract(year from ("read_at" at time zone 'UTC')),"odometer_km","read_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mileage_readings_year_source_idx" ON "mileage_readings" USING btree (extract(year from ("read_at" at time zone 'UTC')),"source","read_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mileage_readings_company_year_source_idx" ON "mileage_readings" USING btree ("company_id",extract(year from ("read_at" at time zone 'UTC')),"source","read_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mileage_readings_flagged_idx" ON "mileage_readings" USING btree ("read_at","id") WHERE "mileage_readings"."flag" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mileage_readings_company_flagged_idx" ON "mileage_readings" USING btree ("company_id","read_at","id") WHERE "mileage_readings"."flag" is not null;
