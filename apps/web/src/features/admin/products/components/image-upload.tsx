import { IMAGE_TYPES } from '@crankworks/contract';
import { useId, type ChangeEvent } from 'react';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useUploadImage } from '../api/upload-image.ts';

interface ImageUploadProps {
  onUploaded: (url: string) => void;
  /** Tells this upload apart when a form has more than one: the main image's, the other images'. */
  label?: string;
}

/** Uploads a picture file and hands back where the shop now serves it (for the image link field). */
export function ImageUpload({ onUploaded, label = 'Or upload an image file' }: ImageUploadProps) {
  const id = useId();
  const upload = useUploadImage();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => onUploaded(url),
      onSettled: () => {
        event.target.value = '';
      },
    });
  };
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={onChange}
        disabled={upload.isPending}
        aria-describedby={`${id}-help`}
        className="file-input w-full"
      />
      <p
        id={`${id}-help`}
        className={`text-sm ${upload.isError ? 'text-error' : 'text-base-content/80'}`}
        aria-live="polite"
      >
        {upload.isPending ? 'Uploading…' : upload.isError ? errorMessage(upload.error) : 'PNG, JPEG or WebP.'}
      </p>
    </div>
  );
}
