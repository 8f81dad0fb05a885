// The interface languages by name, and any other built once per code: the first Intl.DisplayNames
// of a page costs tens of milliseconds on a phone (it loads the names' data), and the language
// button names the page's language on the first render.
const names = new Map<string, string>([
  ['it', 'Italiano'],
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
]);

/** A language's name in that language, capitalised ("Italiano", "English", "Deutsch"). */
export function languageNameOf(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nameIn(code);
    names.set(code, name);
  }
  return name;
}

function nameIn(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}
