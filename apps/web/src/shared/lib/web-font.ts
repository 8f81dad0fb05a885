/**
 * Loads a restaurant's font family as a web font (Google Fonts CSS, `display=swap`: the text shows
 * at once in the fallback font). Idempotent; names outside `[A-Za-z0-9 ]` are not requested.
 */
export function loadWebFont(family: string | undefined): void {
  const name = family?.trim();
  if (!name || !/^[A-Za-z0-9 ]+$/.test(name)) return;
  const href = `https://fonts.googleapis.com/css2?family=${encodeURIComponent(name).replace(/%20/g, '+')}:wght@400;600;700&display=swap`;
  if (document.head.querySelector(`link[data-web-font="${name}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.webFont = name;
  document.head.append(link);
}
