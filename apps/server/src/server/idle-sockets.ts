import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A request that arrives within this long of a socket's last activity is still served while draining. */
export const IDLE_GRACE_MS = 500;

/**
 * How long a draining node still leaves its idle sockets open. A load balancer may send a request
 * on a connection it keeps idle until its health check has seen the node leave (HAProxy checks
 * every 500 ms, deploy/haproxy.cfg); closed under it, that request would be lost. Once answered,
 * such a socket closes itself (a draining node answers with `Connection: close`).
 */
export const PROXY_NOTICE_MS = 1_500;

/**
 * Remembers, per open socket, whether a request is in progress and when it last was busy. Node's
 * own closeIdleConnections() counts a socket whose request bytes arrived but are not read yet (the
 * event loop was busy) or whose client has connected but not written yet as idle, and resets it.
 */
export function trackSockets(server: Server) {
  const sockets = new Map<Socket, { busy: number; since: number }>();
  let accepted = 0;
  let keepIdleUntil = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.set(socket, { busy: 0, since: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.busy++;
    response.once('close', () => {
      state.busy--;
      state.since = Date.now();
    });
  });
  return {
    /** How many connections were accepted so far. */
    accepted: () => accepted,
    /** Leaves idle sockets open for PROXY_NOTICE_MS from now (the drain has begun). */
    keepIdleForProxyNotice() {
      keepIdleUntil = Date.now() + PROXY_NOTICE_MS;
    },
    /** Ends the sockets that have had nothing to do for IDLE_GRACE_MS; the others end after their answer. */
    closeIdle() {
      const now = Date.now();
      if (now < keepIdleUntil) return;
      for (const [socket, state] of sockets) {
        if (state.busy === 0 && now - state.since >= IDLE_GRACE_MS) socket.destroy();
      }
    },
  };
}
