DROP INDEX "mileage_readings_company_read_idx";--> statement-breakpoint
DROP INDEX "mileage_readings_read_idx";--> statement-breakpoint
CREATE INDEX "mileage_readings_company_read_idx" ON "mileage_readings" USING btree ("company_id","read_at","id");--> statement-breakpoint
CREATE INDEX "mileage_readings_read_idx" ON "mileage_readings" USING btree ("read_at","id");