-- Contains-searches move from trigram indexes to indexes of four-character grams (decision 041):
-- a gram is rarer than a trigram, so a search reads the posting lists of its matches, not of the
-- whole table. search_grams(text) holds, for every position of the text, the (lower-cased) four
-- characters starting there, shorter at the end, so that any three or more characters of the text
-- are a gram or begin one. A text of over 250,000 bytes, whose grams might not fit in one tsvector
-- (1 MB), gets the lexeme "(long)" instead, which no gram can equal and every search also asks for.
-- Only indexes change; no row is touched.
CREATE FUNCTION search_grams(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE WHEN octet_length(value) > 250000 THEN array_to_tsvector(ARRAY['(long)'])
    ELSE array_to_tsvector(array(
      SELECT c || lead(c, 1, '') OVER w || lead(c, 2, '') OVER w || lead(c, 3, '') OVER w
      FROM string_to_table(lower(value), NULL) WITH ORDINALITY AS chars(c, i)
      WINDOW w AS (ORDER BY i)))
    END
  $$;--> statement-breakpoint
CREATE INDEX "contact_message_name_grams_idx" ON "contact_message" USING gin (search_grams("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "contact_message_email_grams_idx" ON "contact_message" USING gin (search_grams("email"));--> statement-breakpoint
CREATE INDEX "contact_message_message_grams_idx" ON "contact_message" USING gin (search_grams("message"));--> statement-breakpoint
CREATE INDEX "product_name_grams_idx" ON "product" USING gin (search_grams("name"));--> statement-breakpoint
CREATE INDEX "product_short_description_grams_idx" ON "product" USING gin (search_grams("short_description"));--> statement-breakpoint
CREATE INDEX "order_user_email_grams_idx" ON "order" USING gin (search_grams("user_email"));--> statement-breakpoint
CREATE INDEX "order_product_name_grams_idx" ON "order" USING gin (search_grams("product_name"));--> statement-breakpoint
CREATE INDEX "user_email_grams_idx" ON "user" USING gin (search_grams("email"));--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "user" USING gin (search_grams("name"));--> statement-breakpoint
DROP INDEX "contact_message_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_message_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_message_message_trgm_idx";--> statement-breakpoint
DROP INDEX "product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "product_short_description_trgm_idx";--> statement-breakpoint
DROP INDEX "order_user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "order_product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_email_trgm_idx";--> statement-breakpoint
DROP INDEX "user_name_trgm_idx";
