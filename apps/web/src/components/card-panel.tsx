import type { ReactNode } from 'react';

/** A bordered card with a heading that names it as a region: one block of a dashboard page. */
export function CardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="card card-border bg-base-100">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{title}</h2>
        {children}
      </div>
    </section>
  );
}
