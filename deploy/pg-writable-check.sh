#!/bin/sh
# HAProxy's external check for deploy/haproxy-postgres.cfg: succeeds only when the server at $3:$4
# (HAProxy's arguments: proxy address and port, server address and port) accepts writes. Asked as
# libpq's target_session_attrs=read-write asks: a standby in recovery is read-only, and so is a
# promoted one until pg_auto_failover lets it write (default_transaction_read_only, while it makes
# sure the old primary is gone).
[ "$(PGCONNECT_TIMEOUT=1 psql -h "$3" -p "$4" -U postgres -d postgres -XAtqc 'show transaction_read_only' 2>/dev/null)" = off ]
