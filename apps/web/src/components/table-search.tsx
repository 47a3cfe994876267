import type { FormEvent } from 'react';

interface TableSearchProps {
  /** The visible label, e.g. "Search messages". */
  label: string;
  /** The search currently applied (from the URL). */
  value: string | undefined;
  onSearch: (text: string) => void;
  placeholder?: string;
  /**
   * The URL parameter the search is sent as when the form goes as plain HTML (a GET to this page,
   * before the app has loaded): the one the page reads, e.g. `q` for the catalogue.
   */
  name?: string;
}

/** A labelled search box for an admin table; the search runs on submit, not on every key. */
export function TableSearch({ label, value, onSearch, placeholder, name = 'search' }: TableSearchProps) {
  // Not useId: the server renders React's ids and the browser runs Preact's (decision 071). Hydration
  // keeps the server's on the page, and the box, made anew by each search (its key), took Preact's
  // while its label kept the server's: the box lost its name after the first search.
  const id = `${name}-search`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(name) ?? ''));
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="fieldset">
        <label htmlFor={id} className="fieldset-legend">
          {label}
        </label>
        {/* Keyed by the applied search so Back/Forward, which change the URL, also change the box. */}
        <input
          key={value ?? ''}
          id={id}
          name={name}
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          className="input w-64 max-w-full"
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Search
      </button>
      {value && (
        <button type="button" className="btn btn-ghost" onClick={() => onSearch('')}>
          Clear
        </button>
      )}
    </form>
  );
}
