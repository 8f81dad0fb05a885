// Built once per code: an Intl.DisplayNames costs milliseconds on a phone, and the language
// button and menu name every language of the site on the first render.
const names = new Map<string, string>();

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
