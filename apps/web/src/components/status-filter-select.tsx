import { useId } from 'react';
import type { z } from 'zod';

interface StatusFilterSelectProps<Status extends string> {
  label: string;
  /** The first choice, which lists every row whatever its status. */
  allLabel: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  /** Reads a choice back as a status; anything else is the whole list. */
  schema: z.ZodType<Status>;
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}

/** An admin list's filter by status: the whole list, or the rows of one status. */
export function StatusFilterSelect<Status extends string>({
  label,
  allLabel,
  statuses,
  labels,
  schema,
  value,
  onChange,
}: StatusFilterSelectProps<Status>) {
  const id = useId();
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(schema.safeParse(event.target.value).data)}
        className="select w-44"
      >
        <option value="">{allLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
