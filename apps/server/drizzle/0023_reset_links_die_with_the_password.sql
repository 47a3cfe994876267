-- A reset link is better-auth's verification row `reset-password:<token>`, whose value is the user's
-- id. It dies with the password it was sent for: a new password, set by a reset, a change while signed
-- in or any other way, ends every link of that account still outstanding (decision 012).
CREATE FUNCTION end_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.password IS NOT DISTINCT FROM OLD.password THEN
    RETURN NULL;
  END IF;
  DELETE FROM "verification" WHERE identifier LIKE 'reset-password:%' AND value = NEW.user_id::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER password_set AFTER INSERT OR UPDATE OF password ON "account" FOR EACH ROW
  WHEN (NEW.password IS NOT NULL) EXECUTE FUNCTION end_reset_links();
