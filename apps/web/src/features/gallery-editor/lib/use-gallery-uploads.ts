import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../shared/lib/api-client';
import type { GalleryUploadOptions } from '../api/upload-gallery-image';
import { type FileProblem, isHeic, problemOfFile } from './image-file-check';

/** Why an upload failed, in words the screen has a text for. */
export type UploadFailure =
  | FileProblem
  | 'heic'
  | 'unusable'
  | 'galleryFull'
  | 'network'
  | 'failed';

export interface GalleryUpload {
  id: number;
  file: File;
  /** waiting → sending (progress) → processing (the server encodes) → done, or failed. */
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'failed';
  /** 0 to 1 while sending. */
  progress: number;
  failure?: UploadFailure;
}

type Upload = (file: File, options: GalleryUploadOptions) => Promise<unknown>;

function failureOf(error: unknown, file: File): UploadFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 413) return 'tooBig';
  if (error.status === 415) return isHeic(file) ? 'heic' : 'wrongType';
  if (error.status === 422) return 'unusable';
  if (error.code === 'NETWORK') return 'network';
  return 'failed';
}

/** Worth trying again: the file itself was fine. */
export const canRetry = (upload: GalleryUpload) =>
  upload.failure === 'network' || upload.failure === 'failed';

/**
 * The upload queue: files go one at a time, in the order picked, so the gallery gets them in that
 * order and the restaurant's connection is not split between many. A file the API would refuse
 * fails at once without being sent. `room` is how many more images the gallery holds.
 */
export function useGalleryUploads(upload: Upload, room: number) {
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  const nextId = useRef(1);
  const running = useRef(false);
  const queue = useRef<GalleryUpload[]>([]);
  const abort = useRef(new AbortController());
  const roomLeft = useRef(room);
  roomLeft.current = room;

  const change = useCallback((id: number, changes: Partial<GalleryUpload>) => {
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...changes } : u)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { id, file } = next;
      if (abort.current.signal.aborted) break;
      if (roomLeft.current <= 0) {
        change(id, { state: 'failed', failure: 'galleryFull' });
        continue;
      }
      change(id, { state: 'sending', progress: 0 });
      try {
        await upload(file, {
          signal: abort.current.signal,
          onProgress: (sent) =>
            change(id, sent < 1 ? { progress: sent } : { progress: 1, state: 'processing' }),
        });
        roomLeft.current -= 1;
        change(id, { state: 'done', progress: 1 });
      } catch (error) {
        if (abort.current.signal.aborted) break;
        change(id, { state: 'failed', failure: failureOf(error, file) });
      }
    }
    running.current = false;
  }, [upload, change]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): GalleryUpload => {
        const problem = problemOfFile(file);
        const id = nextId.current++;
        return problem
          ? { id, file, state: 'failed', progress: 0, failure: problem }
          : { id, file, state: 'waiting', progress: 0 };
      });
      setUploads((all) => [...all, ...added]);
      queue.current.push(...added.filter((u) => u.state === 'waiting'));
      void run();
    },
    [run],
  );

  const retry = useCallback(
    (target: GalleryUpload) => {
      const again: GalleryUpload = { ...target, state: 'waiting', progress: 0, failure: undefined };
      setUploads((all) => all.map((u) => (u.id === target.id ? again : u)));
      queue.current.push(again);
      void run();
    },
    [run],
  );

  /** Forgets the finished ones (added or failed); those still on their way stay. */
  const clearFinished = useCallback(() => {
    setUploads((all) => all.filter((u) => u.state !== 'done' && u.state !== 'failed'));
  }, []);

  // Leaving the screen stops what is still on its way.
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  return { uploads, add, retry, clearFinished };
}
