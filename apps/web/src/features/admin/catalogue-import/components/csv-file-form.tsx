import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';

interface CsvFileFormProps {
  checking: boolean;
  /** Another file was chosen (or none): what was said of the last one no longer holds. */
  onFileChange: () => void;
  /** The chosen file's text, to check. */
  onCheck: (csv: string) => void;
}

/** Chooses a CSV file and hands its text, read in the browser, to be checked. */
export function CsvFileForm({ checking, onFileChange, onCheck }: CsvFileFormProps) {
  const [file, setFile] = useState<File>();
  const [missing, setMissing] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0]);
    setMissing(false);
    onFileChange();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void file.text().then(onCheck);
    else setMissing(true);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="File to import" className="flex max-w-xl flex-col">
      <FormField label="CSV file" error={missing ? 'Choose the file to check first' : undefined}>
        {(field) => (
          <input
            {...field}
            type="file"
            accept=".csv,text/csv"
            onChange={onChange}
            className="file-input w-full"
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary mt-2 self-start" disabled={checking}>
        {checking ? 'Checking…' : 'Check the file'}
      </button>
    </form>
  );
}
