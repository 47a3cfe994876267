import type { ReactNode } from 'react';

interface TableRegionProps {
  /** The region's name, e.g. "Orders". */
  label: string;
  /** What the table lists, for screen readers. */
  caption?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * An admin table that scrolls sideways on a phone rather than squeezing its columns; focusable, so
 * keyboard users can scroll it too.
 */
export function TableRegion({ label, caption, children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table className="table">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
