-- Trigram indexes (added by later migrations) serve the contains-searches of the catalogue and the admin tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
