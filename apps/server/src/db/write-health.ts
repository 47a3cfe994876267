/** How long a refused write keeps /api/ready saying "cannot write" when no write succeeds meanwhile. */
const MEMORY_MS = 10_000;

/**
 * Whether the database has lately refused writes for lack of room or because it is read-only. A
 * read (which `/api/ready` pings with) still works then, so readiness also asks this; the first write
 * that succeeds again clears it, so the node recovers by itself when space returns.
 */
export function createWriteHealth() {
  let refusedAt = 0;
  return {
    refused: () => {
      refusedAt = Date.now();
    },
    succeeded: () => {
      refusedAt = 0;
    },
    failing: () => refusedAt !== 0 && Date.now() - refusedAt < MEMORY_MS,
  };
}

export type WriteHealth = ReturnType<typeof createWriteHealth>;
