import {
  type ApiAnswer,
  answerError,
  type CallOptions,
  networkError,
  type RequestParts,
  requestTarget,
  sessionHeaders,
  type UploadKey,
} from './api-client';

// Apart from api-client.ts: only the dashboard uploads, and the public site's first load carries
// api-client.ts.

export type ApiUploadOptions<K extends UploadKey> = CallOptions<K> & {
  /** How much of the file has gone out, from 0 to 1. */
  onProgress?(sent: number): void;
};

/**
 * POSTs a file as the body itself (the images pipeline takes no multipart) and reports the upload's
 * progress, which fetch cannot: hence XMLHttpRequest. Same contract, session, errors and answers
 * as callApi, for the endpoints whose body is a file.
 */
export function apiUpload<K extends UploadKey>(
  key: K,
  file: Blob,
  options: ApiUploadOptions<K>,
): Promise<ApiAnswer<K>> {
  return new Promise<ApiAnswer<K>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const headers = sessionHeaders();
    const { method, url } = requestTarget(key, options as RequestParts);
    request.open(method, url);
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
      if (request.status >= 200 && request.status < 300) resolve(payload as ApiAnswer<K>);
      else reject(answerError(request.status, request.statusText, payload, headers));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
    if (options.signal?.aborted) request.abort();
  });
}
