import type { ReactNode } from 'react';

interface TableRegionProps {
  /** The region's name, e.g. "Orders". */
  label: string;
  /** What the table lists, for screen readers. */
  caption?: string;
  /** The table's head and body. */
  children: ReactNode;
  /** Less space beside each cell, so a table of many columns fits a laptop's width. */
  dense?: boolean;
}

/**
 * An admin table that scrolls sideways on a phone rather than squeezing its columns; focusable, so
 * keyboard users can scroll it too.
 */
export function TableRegion({ label, caption, children, dense = false }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table className={dense ? 'table [&_:where(th,td)]:px-2' : 'table'}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
