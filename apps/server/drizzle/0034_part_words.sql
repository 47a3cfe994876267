-- Full-text search of the catalogue by English-stemmed words (decision 072): the index serves
-- searches for "chains" or "brake pads", which the four-character grams (decision 041) leave to
-- the exact text. Additive; building it reads every part once.
CREATE INDEX "product_words_idx" ON "product" USING gin (to_tsvector('english', "name" || ' ' || "short_description"));
