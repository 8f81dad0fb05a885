/** Text for HTML content or a quoted attribute. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON to put inside `<script>`: `<`, `>` and `&` as \u escapes, so no text in it (`</script>`,
 * `<!--`) can end the script or open a comment; U+2028/2029 too, for old JavaScript parsers.
 */
export function scriptSafeJson(data: unknown) {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
