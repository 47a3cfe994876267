import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { ImagePreview } from './image-preview.tsx';
import { ImageUpload } from './image-upload.tsx';

interface ImageFieldsProps {
  /** The image link field, registered with the form. */
  field: UseFormRegisterReturn;
  label: string;
  error: string | undefined;
  /** The link as typed, for the preview. */
  value: string | undefined;
  /** An uploaded file's URL, to put into the link field. */
  onUploaded: (url: string) => void;
}

/** A product's picture: a link, or a file uploaded to the shop, with a preview of either. */
export function ImageFields({ field, label, error, value, onUploaded }: ImageFieldsProps) {
  return (
    <div className="grid gap-x-6 md:grid-cols-2">
      <div>
        <FormField label={label} error={error}>
          {(control) => (
            <input
              {...control}
              {...field}
              type="text"
              inputMode="url"
              placeholder="https://… or /images/…"
              className="input w-full"
            />
          )}
        </FormField>
        <ImageUpload onUploaded={onUploaded} />
      </div>
      <div className="mt-3 md:mt-0">
        <ImagePreview src={value} />
      </div>
    </div>
  );
}
