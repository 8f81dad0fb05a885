import {
  answerError,
  type CallOptions,
  type DownloadKey,
  networkError,
  type OptionsArgument,
  type RequestParts,
  requestTarget,
  sessionHeaders,
} from './api-client';

// Apart from api-client.ts, as api-upload.ts is: only the dashboard downloads files, and the
// public site's first load carries api-client.ts.

/** The file an endpoint answered: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*=UTF-8''…` form first
 * (it carries accents), else the plain `filename="…"`, else `fallback`.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A badly encoded name: the plain one below, or the fallback.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}

/**
 * Fetches a file from an endpoint marked `download` in the contract (a CSV export): the same
 * URL building, session and errors as callApi, but the answer is kept as a Blob with the file
 * name from `content-disposition`. callApi refuses these endpoints on purpose (it reads JSON).
 */
export async function fetchDownload<K extends DownloadKey>(
  key: K,
  ...[options]: OptionsArgument<CallOptions<K>>
): Promise<DownloadedFile> {
  const parts: RequestParts = options ?? {};
  const { method, url } = requestTarget(key, parts);
  const headers = { ...sessionHeaders(), ...parts.headers };
  // The bearer stays; the file is what we accept, and an error still answers JSON.
  headers.accept = '*/*';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, signal: parts.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw answerError(response.status, response.statusText, payload, headers);
  }
  const fallback = url.pathname.split('/').filter(Boolean).pop() ?? 'download';
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
  };
}

/** Hands a file to the browser to save, under `fileName`. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Fetches an endpoint's file and saves it; errors as callApi's (ApiRequestError). */
export async function downloadApi<K extends DownloadKey>(
  key: K,
  ...options: OptionsArgument<CallOptions<K>>
): Promise<DownloadedFile> {
  const file = await fetchDownload(key, ...options);
  saveFile(file);
  return file;
}
