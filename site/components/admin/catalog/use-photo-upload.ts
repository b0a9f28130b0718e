/**
 * Adds picked photos to a product one at a time (a phone holds one decoded camera photo in memory, not six): each is
 * scaled and encoded in the browser (photo-encode.ts), its large size uploaded, then its thumbnail and its link
 * preview tied to the large one's key. Progress counts those four steps per photo; a photo that fails is named with the reason and left out,
 * and the others still go up. A photo already in the list (the same file stores to the same key) is named and left out.
 */
import { useState } from 'react';
import { uploadPhoto, uploadPreview, uploadThumbnail } from '#site/api/admin-catalog';
import { PhotoError, scalePhoto } from './photo-encode';

import { MAX_IMAGES } from '#schema/catalog/limits';
import { useConsoleWords } from '../console-words';
const STEPS_PER_PHOTO = 4;

export interface UploadProgress {
  done: number;
  total: number;
  doing: string;
}

/**
 * `saved`: the photos the product holds as last saved. '3 photos added. Save to keep them.' is said only while one of
 * those last added is still listed and not among them: once the product is saved with them, nothing is left to keep.
 */
export function usePhotoUpload(
  images: string[],
  saved: string[],
  onUploaded: (url: string) => void,
  onBusy: (busy: boolean) => void,
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [justAdded, setJustAdded] = useState<string[]>([]);
  const { words: all, refused } = useConsoleWords();
  const words = all.catalog.photos;

  async function add(files: File[]) {
    const room = MAX_IMAGES - images.length;
    const inGallery = new Set(images);
    const chosen = files.slice(0, Math.max(0, room));
    const found: string[] = [];
    if (files.length > chosen.length) {
      found.push(words.tooMany(MAX_IMAGES, files.length - chosen.length));
    }
    const total = chosen.length * STEPS_PER_PHOTO;
    const added: string[] = [];
    onBusy(true);
    setProblems([]);
    let done = 0;
    const step = (doing: string) => setProgress({ done, total, doing });
    for (const [index, file] of chosen.entries()) {
      const which = words.which(index + 1, chosen.length);
      const start = done;
      try {
        step(words.preparing(which));
        const scaled = await scalePhoto(file);
        done += 1;
        step(words.uploading(which));
        const image = await uploadPhoto(scaled.large);
        done += 1;
        step(words.thumbnail(which));
        await uploadThumbnail(scaled.thumbnail, image.key);
        done += 1;
        step(words.preview(which));
        await uploadPreview(scaled.preview, image.key);
        done += 1;
        if (inGallery.has(image.url)) {
          found.push(`${file.name}: ${words.already}`);
          continue;
        }
        inGallery.add(image.url);
        onUploaded(image.url);
        added.push(image.url);
      } catch (failure) {
        done = start + STEPS_PER_PHOTO;
        const reason = failure instanceof PhotoError ? words.problems[failure.problem] : refused(failure, words.failed);
        found.push(`${file.name}: ${reason}`);
      }
    }
    setProgress(null);
    setProblems(found);
    setJustAdded(added);
    onBusy(false);
  }

  const unsaved = justAdded.some((url) => images.includes(url) && !saved.includes(url));
  const summary = unsaved ? words.added(justAdded.length) : '';
  return { progress, problems, summary, add };
}
