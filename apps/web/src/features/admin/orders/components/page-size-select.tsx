import { useId } from 'react';

const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Rows per page of an admin table: 10, 20, 50 or 100, and whatever other size the URL asks for. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const id = useId();
  const sizes = PAGE_SIZES.some((size) => size === value)
    ? PAGE_SIZES
    : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        Rows per page
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="select w-28"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
