-- Each trigram index gives way to a gram index on the same text (search_grams, migration 0010;
-- decision 041). Only indexes change; no row is touched.
DROP INDEX "contact_message_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_message_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_message_message_trgm_idx";--> statement-breakpoint
DROP INDEX "product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "product_short_description_trgm_idx";--> statement-breakpoint
DROP INDEX "order_user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "order_product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "user_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "contact_message_name_grams_idx" ON "contact_message" USING gin (search_grams("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "contact_message_email_grams_idx" ON "contact_message" USING gin (search_grams("email"));--> statement-breakpoint
CREATE INDEX "contact_message_message_grams_idx" ON "contact_message" USING gin (search_grams("message"));--> statement-breakpoint
CREATE INDEX "product_name_grams_idx" ON "product" USING gin (search_grams("name"));--> statement-breakpoint
CREATE INDEX "product_short_description_grams_idx" ON "product" USING gin (search_grams("short_description"));--> statement-breakpoint
CREATE INDEX "order_user_email_grams_idx" ON "order" USING gin (search_grams("user_email"));--> statement-breakpoint
CREATE INDEX "order_product_name_grams_idx" ON "order" USING gin (search_grams("product_name"));--> statement-breakpoint
CREATE INDEX "user_email_grams_idx" ON "user" USING gin (search_grams("email"));--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "user" USING gin (search_grams("name"));