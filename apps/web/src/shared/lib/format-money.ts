const formatters = new Map<string, Intl.NumberFormat>();

/** Integer cents as euros in the language's format: "12,50 €" in Italian, "€12.50" in English. */
export function formatEuroCents(cents: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

/** Euros as the API sends them (two decimals) in the language's format. */
export function formatEuros(euros: number, language: string): string {
  return formatEuroCents(Math.round(euros * 100), language);
}
