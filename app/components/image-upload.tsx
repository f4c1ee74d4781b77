import { useId, useState } from 'react';
import { canAddImages, checkImageName, MAX_IMAGE_BYTES, sniffImageType } from '../../domain/image-upload';
import { svReturns } from '../../common/copy/sv-returns';

const m = svReturns;

/** Why a chosen file is refused before it is sent (the server checks the same again); null when it is fine. */
async function problemOf(file: File): Promise<string | null> {
  if (checkImageName(file.name) !== 'ok') return m.badFileName;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge(file.name, MAX_IMAGE_BYTES / 1024 / 1024);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : m.notAnImage(file.name);
}

/**
 * The spec's image upload control: JPEG and PNG only (checked by content), several files at once, at most `max`;
 * at the maximum the button is hidden and the control reads 'Får max ladda upp {n} bild/bilder'.
 */
export function ImageUpload({ max, files, onChange, name = 'images[]' }: { max: number; files: File[]; onChange(files: File[]): void; name?: string }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const add = async (chosen: File[]) => {
    const accepted: File[] = [];
    let problem: string | null = null;
    for (const file of chosen) {
      const refused = await problemOf(file);
      if (refused) problem ??= refused;
      else accepted.push(file);
    }
    const room = max - files.length;
    if (accepted.length > room) problem ??= m.tooManyImages(max);
    setError(problem);
    onChange([...files, ...accepted.slice(0, Math.max(0, room))]);
  };

  return (
    <fieldset className="image-upload" aria-describedby={`${id}-hint`}>
      <legend className="image-upload__legend">{m.images}</legend>
      <p id={`${id}-hint`} className="image-upload__hint">
        {m.imagesHint}
      </p>
      {files.length > 0 ? (
        <ul className="image-upload__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="image-upload__file">
              <span className="image-upload__name">{file.name}</span>
              <button
                type="button"
                className="link-button"
                aria-label={m.removeImage(file.name)}
                onClick={() => {
                  setError(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {canAddImages(files.length, max) ? (
        <label className="button image-upload__button">
          <input
            type="file"
            className="visually-hidden"
            name={name}
            accept="image/jpeg,image/png"
            multiple
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(chosen);
            }}
          />
          {m.chooseImages}
        </label>
      ) : (
        <p className="image-upload__max" role="status">
          {m.maxImages(max)}
        </p>
      )}
      {error ? (
        <p className="alert alert--error image-upload__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
