/** "18,2 MB", "850 kB", "24 byte" in the UI's language. */
export function formatFileSize(bytes: number, language: string): string {
  const kilobytes = bytes / 1024;
  // From 1000 kB on, megabytes: "1 MB" reads better than "1023 kB".
  const [value, unit] =
    kilobytes >= 1000
      ? [kilobytes / 1024, 'megabyte']
      : kilobytes >= 1
        ? [kilobytes, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
