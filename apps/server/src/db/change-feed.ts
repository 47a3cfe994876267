import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Channels the database's triggers notify on (migration 0005): `catalog_changed` when what the public
 * catalogue shows changes, `auth_changed` (with the user's id) when a session ends or a user's role,
 * ban or identity changes.
 */
export const changeChannels = ['catalog_changed', 'auth_changed'] as const;
export type ChangeChannel = (typeof changeChannels)[number];

export interface ChangeListener {
  changed(channel: ChangeChannel, payload: string): void;
  /** Notifications may have been missed (the listening connection dropped or came back): forget everything. */
  reset(): void;
}

/** What other processes (and this one) change in the database, as it happens. */
export interface ChangeFeed {
  subscribe(listener: ChangeListener): () => void;
  /** False while notifications cannot arrive: caches must not serve then. */
  readonly live: boolean;
  close(): Promise<void>;
}

class Listeners {
  private readonly all = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }
  changed(channel: ChangeChannel, payload: string) {
    for (const listener of this.all) listener.changed(channel, payload);
  }
  reset() {
    for (const listener of this.all) listener.reset();
  }
}

/** The embedded database is this process's own: its notifications arrive in-process and cannot be missed. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const stops = await Promise.all(
    changeChannels.map((channel) => client.listen(channel, (payload) => listeners.changed(channel, payload))),
  );
  return {
    subscribe: (listener) => listeners.add(listener),
    live: true,
    close: async () => void (await Promise.all(stops.map((stop) => stop()))),
  };
}

interface PostgresFeedOptions {
  url: string;
  connectTimeoutMs: number;
  /** How long to wait before connecting again after the connection dropped. */
  retryMs: number;
  onError: (error: Error) => void;
}

/**
 * PostgreSQL's LISTEN on one dedicated connection (a pooled one would lose it). When that connection
 * drops, notifications are missed until it is back: listeners are reset on both edges and `live` is
 * false in between, so nothing is served from a cache that might have missed a change.
 */
export async function postgresChangeFeed(options: PostgresFeedOptions): Promise<ChangeFeed> {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dropped = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    listeners.reset();
    if (!closed) retry = setTimeout(() => void connect(), options.retryMs).unref();
  };

  async function connect() {
    const candidate = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    candidate.on('notification', (message) => {
      if ((changeChannels as readonly string[]).includes(message.channel))
        listeners.changed(message.channel as ChangeChannel, message.payload ?? '');
    });
    candidate.on('error', (error) => {
      options.onError(error);
      dropped(candidate);
    });
    candidate.on('end', () => dropped(candidate));
    try {
      await candidate.connect();
      for (const channel of changeChannels) await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      options.onError(error as Error);
      await candidate.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), options.retryMs).unref();
      return;
    }
    if (closed) return void (await candidate.end());
    client = candidate;
    listeners.reset();
  }

  await connect();
  return {
    subscribe: (listener) => listeners.add(listener),
    get live() {
      return client !== undefined;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}
