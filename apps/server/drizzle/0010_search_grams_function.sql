-- Contains-searches move from trigram indexes to indexes of four-character grams (decision 041):
-- a gram is rarer than a trigram, so a search reads the posting lists of its matches, not of the
-- whole table. search_grams(text) holds the (lower-cased) four characters starting at every second
-- position of the text, shorter at its end: any five characters of the text hold one of them
-- whole, and any three or more begin one or, but for their first character, begin one.
-- - Two passes cut the text into pieces of four, from its 1st and from its 3rd character, each piece
--   followed by U+001F, and the result is split at U+001F. A text holding U+001F itself gets some
--   grams cut short there; a search holding it asks for no grams (lib/search.ts).
-- - It is one expression, so PostgreSQL inlines it: no function call per row written (a function
--   with a query in it cost an order 0.1-0.2 ms more on PostgreSQL 15), and every second position
--   rather than every one halves what each written row costs the index.
-- - A text of over 250,000 bytes, whose grams might not fit in one tsvector (1 MB), gets the lexeme
--   "(long)" instead, which no gram can equal and every search also asks for.
CREATE FUNCTION search_grams(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN octet_length(value) > 250000 THEN array_to_tsvector(ARRAY['(long)'])
    ELSE array_to_tsvector(array_remove(string_to_array(
      regexp_replace(lower(value), '(.{1,4})', '\1' || chr(31), 'g') ||
      regexp_replace(substr(lower(value), 3), '(.{1,4})', '\1' || chr(31), 'g'),
      chr(31)), ''))
    END
  $$;
