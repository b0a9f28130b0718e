/**
 * A product's photos: 1 to 6, the first the main one, each movable earlier or later and removable. New ones come
 * from the phone's gallery or camera (the browser offers both; the camera is not forced), scaled down before upload.
 */
import type { ChangeEvent } from 'react';
import { thumbnailUrl } from '#schema/media';
import { FieldError } from './FormParts';
import { MAX_IMAGES } from '#schema/catalog/limits';
import { usePhotoUpload } from './use-photo-upload';
import { useConsoleWords } from '../console-words';
import './photo-picker.css';

interface Props {
  images: string[];
  /** The photos as the product was last saved (none before it is added). */
  saved: string[];
  error?: string;
  onChange: (images: string[]) => void;
  onUploaded: (url: string) => void;
  /** True while photos are being prepared and uploaded: the product waits for them before it is saved. */
  onBusy: (busy: boolean) => void;
}

const moved = (images: string[], from: number, to: number) => {
  const next = [...images];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo!);
  return next;
};

export function PhotoPicker({ images, saved, error, onChange, onUploaded, onBusy }: Props) {
  const words = useConsoleWords().words.catalog.photos;
  const upload = usePhotoUpload(images, saved, onUploaded, onBusy);
  const busy = upload.progress !== null;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) void upload.add(files);
  }

  return (
    <fieldset
      className="photo-picker"
      id="product-images"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'product-images-error' : undefined}
    >
      <legend>{words.legend(MAX_IMAGES)}</legend>
      {images.length > 0 && (
        <ol className="photo-list" aria-label={words.list}>
          {images.map((url, index) => {
            const number = index + 1;
            return (
              <li key={url} className="photo-item">
                <img src={thumbnailUrl(url)} alt={words.alt(number)} width={88} height={88} />
                {index === 0 && <span className="photo-main">{words.main}</span>}
                <span className="photo-actions">
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={words.earlier(number)}
                    disabled={busy || index === 0}
                    onClick={() => onChange(moved(images, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={words.later(number)}
                    disabled={busy || index === images.length - 1}
                    onClick={() => onChange(moved(images, index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={words.remove(number)}
                    disabled={busy}
                    onClick={() => onChange(images.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <label className={`button secondary file-button${busy || images.length >= MAX_IMAGES ? ' is-disabled' : ''}`}>
        {words.add}
        <input
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          disabled={busy || images.length >= MAX_IMAGES}
          onChange={picked}
        />
      </label>
      {upload.progress && (
        <progress
          className="photo-progress"
          max={upload.progress.total}
          value={upload.progress.done}
          aria-label={words.progress}
        />
      )}
      <p className="photo-status" role="status">
        {upload.progress?.doing ?? upload.summary}
      </p>
      {upload.problems.length > 0 && (
        <ul className="error-text photo-problems" role="alert">
          {upload.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <FieldError id="product-images" error={error} />
    </fieldset>
  );
}
