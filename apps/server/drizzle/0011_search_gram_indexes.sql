-- Each trigram index gives way to a gram index on the same text (search_grams, migration 0010;
-- decision 041). Only indexes change; no row is touched. IF EXISTS: a database that ran the interim
-- 0010_gram_search (never released) has no trigram indexes left and gram indexes built by the old
-- search_grams, which are built again here.
DROP INDEX IF EXISTS "contact_message_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contact_message_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contact_message_message_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_short_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "order_user_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "order_product_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "user_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "user_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contact_message_name_grams_idx";--> statement-breakpoint
CREATE INDEX "contact_message_name_grams_idx" ON "contact_message" USING gin (search_grams("first_name" || ' ' || "last_name"));--> statement-breakpoint
DROP INDEX IF EXISTS "contact_message_email_grams_idx";--> statement-breakpoint
CREATE INDEX "contact_message_email_grams_idx" ON "contact_message" USING gin (search_grams("email"));--> statement-breakpoint
DROP INDEX IF EXISTS "contact_message_message_grams_idx";--> statement-breakpoint
CREATE INDEX "contact_message_message_grams_idx" ON "contact_message" USING gin (search_grams("message"));--> statement-breakpoint
DROP INDEX IF EXISTS "product_name_grams_idx";--> statement-breakpoint
CREATE INDEX "product_name_grams_idx" ON "product" USING gin (search_grams("name"));--> statement-breakpoint
DROP INDEX IF EXISTS "product_short_description_grams_idx";--> statement-breakpoint
CREATE INDEX "product_short_description_grams_idx" ON "product" USING gin (search_grams("short_description"));--> statement-breakpoint
DROP INDEX IF EXISTS "order_user_email_grams_idx";--> statement-breakpoint
CREATE INDEX "order_user_email_grams_idx" ON "order" USING gin (search_grams("user_email"));--> statement-breakpoint
DROP INDEX IF EXISTS "order_product_name_grams_idx";--> statement-breakpoint
CREATE INDEX "order_product_name_grams_idx" ON "order" USING gin (search_grams("product_name"));--> statement-breakpoint
DROP INDEX IF EXISTS "user_email_grams_idx";--> statement-breakpoint
CREATE INDEX "user_email_grams_idx" ON "user" USING gin (search_grams("email"));--> statement-breakpoint
DROP INDEX IF EXISTS "user_name_grams_idx";--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "user" USING gin (search_grams("name"));