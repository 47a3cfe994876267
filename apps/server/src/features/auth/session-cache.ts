import type { SessionUser } from '@crankworks/contract';

export interface ResolvedSession {
  user: SessionUser;
  /** The session token: the same session as the cookie, usable as `Authorization: Bearer`. */
  token: string;
}

interface CachedSession {
  session: ResolvedSession;
  until: number;
}

/** How long a looked-up session is trusted without asking the database again. */
const SESSION_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;

/**
 * Sessions by the credentials that proved them (cookie and bearer header), for a few seconds: better-auth's
 * lookup costs milliseconds on every signed-in call. A session that ends, or a user whose role, ban or
 * identity changes, is forgotten at once: in this process by the write itself, in others through the
 * database's `auth_changed` notification. `generation` keeps a lookup that raced such a change out.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private current = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get generation() {
    return this.current;
  }

  get(credentials: string): ResolvedSession | undefined {
    const entry = this.entries.get(credentials);
    if (entry && this.now() < entry.until) return entry.session;
    if (entry) this.entries.delete(credentials);
    return undefined;
  }

  set(credentials: string, generation: number, session: ResolvedSession, expiresAt: Date) {
    if (generation !== this.current) return;
    this.entries.set(credentials, {
      session,
      until: Math.min(this.now() + SESSION_TTL_MS, expiresAt.getTime()),
    });
    if (this.entries.size > MAX_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forgetUser(userId: string) {
    this.current += 1;
    for (const [credentials, entry] of this.entries)
      if (entry.session.user.id === userId) this.entries.delete(credentials);
  }

  clear() {
    this.current += 1;
    this.entries.clear();
  }
}
