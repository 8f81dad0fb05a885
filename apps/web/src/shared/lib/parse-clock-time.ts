/**
 * A time of day as typed, 24-hour, into "HH:MM": "9", "930", "9:30", "9.30", "21,30", "2130".
 * Undefined when it is not one (hours 0–23, minutes 0–59).
 */
export function parseClockTime(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.,h]?(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
