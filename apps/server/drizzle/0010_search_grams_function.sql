-- Contains-searches move from trigram indexes to indexes of four-character grams (decision 041):
-- a gram is rarer than a trigram, so a search reads the posting lists of its matches, not of the
-- whole table. search_grams(text) holds, for every position of the text, the (lower-cased) four
-- characters starting there, shorter at the end, so that any three or more characters of the text
-- are a gram or begin one.
-- - Four passes cut the text into pieces of four, starting at its 1st, 2nd, 3rd and 4th character,
--   each piece followed by U+001F, and the result is split at U+001F. A text holding U+001F itself
--   gets some grams cut short there; a search holding it asks for no grams (lib/search.ts).
-- - It is one expression, so PostgreSQL inlines it: no function call per row written (a function
--   with a query in it cost an order 0.1-0.2 ms more on PostgreSQL 15).
-- - A text of over 250,000 bytes, whose grams might not fit in one tsvector (1 MB), gets the lexeme
--   "(long)" instead, which no gram can equal and every search also asks for.
-- - OR REPLACE: a database that ran the interim migration 0010_gram_search (commit 08aac32, on main for
--   an afternoon and never released) has a slower search_grams already; 0011 rebuilds its indexes.
CREATE OR REPLACE FUNCTION search_grams(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN octet_length(value) > 250000 THEN array_to_tsvector(ARRAY['(long)'])
    ELSE array_to_tsvector(array_remove(string_to_array(
      regexp_replace(lower(value), '(.{1,4})', '\1' || chr(31), 'g') ||
      regexp_replace(substr(lower(value), 2), '(.{1,4})', '\1' || chr(31), 'g') ||
      regexp_replace(substr(lower(value), 3), '(.{1,4})', '\1' || chr(31), 'g') ||
      regexp_replace(substr(lower(value), 4), '(.{1,4})', '\1' || chr(31), 'g'),
      chr(31)), ''))
    END
  $$;
