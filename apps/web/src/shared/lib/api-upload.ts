import {
  type ApiRequestOptions,
  answerError,
  apiUrlOf,
  networkError,
  sessionHeaders,
} from './api-client';

// Apart from api-client.ts: only the dashboard uploads, and the public site's first load carries
// api-client.ts.

export interface ApiUploadOptions {
  query?: ApiRequestOptions['query'];
  /** How much of the file has gone out, from 0 to 1. */
  onProgress?(sent: number): void;
  signal?: AbortSignal;
}

/**
 * POSTs a file as the body itself (the images pipeline takes no multipart) and reports the upload's
 * progress, which fetch cannot: hence XMLHttpRequest. Same session, errors and answers as
 * apiRequest.
 */
export function apiUpload<T>(path: string, file: Blob, options: ApiUploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const headers = sessionHeaders();
    request.open('POST', apiUrlOf(path, options.query));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(answerError(request.status, request.statusText, payload, headers));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
    if (options.signal?.aborted) request.abort();
  });
}
