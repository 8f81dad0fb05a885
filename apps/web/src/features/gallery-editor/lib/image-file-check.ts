import { MAX_IMAGE_UPLOAD_BYTES } from '@coperto/shared/media/media.schemas';

/** What the images pipeline reads (media.schemas ACCEPTED_IMAGE_FORMATS), as browsers name it. */
const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
];
/** Some systems give HEIC photos no type at all: their name says what they are. */
const ACCEPTED_NAME = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

/** The file picker's `accept`. */
export const ACCEPTED_IMAGE_FILES = [...ACCEPTED_TYPES, '.heic', '.heif'].join(',');

export type FileProblem = 'tooBig' | 'wrongType';

/**
 * Why the API would refuse this file, known before sending a byte: larger than the upload limit
 * (413) or not a photo format it reads (415). The server still checks the bytes themselves.
 */
export function problemOfFile(file: File): FileProblem | undefined {
  const accepted = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_NAME.test(file.name);
  if (!accepted) return 'wrongType';
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return 'tooBig';
  return undefined;
}

export const MAX_UPLOAD_MEGABYTES = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);

export const isHeic = (file: File) => /hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
