const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every entry has, or that the request summary already shows. */
const SHOWN_OR_NOISE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'method',
  'host',
  'url',
  'statusCode',
  'responseTime',
  'err',
]);

/**
 * A pino JSON line as a person reads it in a terminal:
 * `12:04:31 INFO  POST trattoria.localhost/api/auth/login 200 41 ms`, other fields after the
 * message as JSON, an error's stack on the lines below. A line that is not JSON passes unchanged.
 */
export function formatDevLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = `${entry.method} ${entry.host ?? ''}${entry.url}`;
  const what =
    typeof entry.method !== 'string'
      ? String(entry.msg ?? '')
      : entry.statusCode === undefined
        ? `${request} ${entry.msg ?? ''}`
        : `${request} ${entry.statusCode} ${entry.responseTime} ms`;
  const rest = Object.entries(entry).filter(([name]) => !SHOWN_OR_NOISE.has(name));
  const fields = rest.length > 0 ? ` ${JSON.stringify(Object.fromEntries(rest))}` : '';
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n  ${(err.stack ?? err.message ?? '').replaceAll('\n', '\n  ')}` : '';
  return `${time} ${level} ${what}${fields}${stack}\n`;
}

/** A pino destination writing readable lines (pino-pretty's job, without the dependency). */
export function createDevLogStream(out: NodeJS.WritableStream) {
  return {
    write(line: string) {
      out.write(formatDevLogLine(line));
    },
  };
}
