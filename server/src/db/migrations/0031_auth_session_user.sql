-- Ending every session of a user (a password change, a freeze, a delete, a change of roles; auth/sessions.ts
-- endSessionsOf) finds that user's live sessions by this index, not by reading every session ever opened.
CREATE INDEX IF NOT EXISTS auth_session_user_live ON auth_session (user_id) WHERE revoked_at IS NULL;
