/** A page-sized wait with a name screen readers announce, e.g. "Checking your session". */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3">
      <span className="loading loading-spinner loading-lg" aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}
