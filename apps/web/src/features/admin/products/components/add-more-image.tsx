import { useState, type KeyboardEvent, type Ref } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ImageUpload } from './image-upload.tsx';

/** The label of the link field that adds a picture, and the first words of its refusals. */
export const newImageLinkLabel = 'Link of an image to add';

interface AddMoreImageProps {
  /** Adds a picture to the list; answers why not, if it is refused. */
  add: (link: string) => string | undefined;
  /** The link field, for the list to focus when its last picture is removed. */
  linkRef: Ref<HTMLInputElement>;
}

/** Adds a picture to a part's other pictures: by its link, or by uploading the file. */
export function AddMoreImage({ add, linkRef }: AddMoreImageProps) {
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string>();
  const addLink = () => {
    const refusal = add(link);
    setProblem(refusal);
    if (!refusal) setLink('');
  };
  // Enter in a text field would submit the whole form: here it adds the link typed.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addLink();
  };

  return (
    <div className="grid gap-x-6 md:grid-cols-2">
      <div className="flex items-end gap-2">
        <div className="grow">
          <FormField label={newImageLinkLabel} error={problem}>
            {(control) => (
              <input
                {...control}
                ref={linkRef}
                value={link}
                onChange={(event) => setLink(event.currentTarget.value)}
                onKeyDown={addOnEnter}
                type="text"
                inputMode="url"
                placeholder="https://… or /images/…"
                className="input w-full"
              />
            )}
          </FormField>
        </div>
        <button type="button" className="btn btn-outline mb-1" onClick={addLink}>
          Add image
        </button>
      </div>
      <ImageUpload label="Or upload an image to add" onUploaded={(url) => setProblem(add(url))} />
    </div>
  );
}
