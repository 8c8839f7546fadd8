CREATE INDEX IF NOT EXISTS "cables_hardware_id_text_idx" ON "cables" USING gin ("hardware_id" gin_trgm_ops);
