/**
 * A perfume's photos: the main one large, the others as thumbnails to show in its place, and a tap on the photo
 * opens it zoomed to the whole screen (a modal dialog; Escape or Close shuts it).
 */
import { useRef, useState } from 'react';
import { thumbnailUrl } from '#schema/media';
import type { Lang } from '#schema/i18n/languages';
import { WIDGET_WORDS } from '../../i18n/widgets';
import { GALLERY_SIZES, photoSources } from './photos';

interface Props {
  name: string;
  images: string[];
  lang: Lang;
}

export default function Gallery({ name, images, lang }: Props) {
  const words = WIDGET_WORDS[lang].gallery;
  const [shown, setShown] = useState(0);
  const zoom = useRef<HTMLDialogElement>(null);
  const photo = (index: number) => words.photo(name, index + 1, images.length);
  const main = photoSources(images[shown]!);

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery-main"
        aria-label={words.zoom(photo(shown))}
        onClick={() => zoom.current?.showModal()}
      >
        <img
          src={main.src}
          srcSet={main.srcset}
          sizes={main.srcset && GALLERY_SIZES}
          alt=""
          width={600}
          height={600}
          fetchPriority={shown === 0 ? 'high' : undefined}
        />
      </button>
      {images.length > 1 && (
        <ul className="gallery-thumbnails">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={words.show(photo(index))}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={thumbnailUrl(url)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={zoom}
        className="gallery-zoom"
        aria-label={photo(shown)}
        onClick={(e) => e.target === e.currentTarget && zoom.current?.close()}
      >
        <img src={images[shown]} alt={photo(shown)} />
        <button type="button" className="button" onClick={() => zoom.current?.close()}>
          {words.close}
        </button>
      </dialog>
    </div>
  );
}
