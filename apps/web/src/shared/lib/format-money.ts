const formatters = new Map<string, Intl.NumberFormat>();

/** Integer cents as euros in the language's format: "12,50 €" in Italian, "€12.50" in English. */
export function formatEuroCents(cents: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    // Grouped from a thousand on ("8.094,71 €"): Italian's own rule starts at ten thousand, and
    // a column of amounts then reads as two formats.
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

/** Euros as the API sends them (two decimals) in the language's format. */
export function formatEuros(euros: number, language: string): string {
  return formatEuroCents(Math.round(euros * 100), language);
}
