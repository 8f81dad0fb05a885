import { describe, expect, it } from 'vitest';
import { formatDevLogLine } from './dev-log-stream';

const at = new Date(2026, 10, 26, 12, 4, 31).getTime();

describe('the development log line', () => {
  it('shows a finished request as method, host and path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      msg: 'request completed',
      method: 'POST',
      host: 'trattoria.localhost',
      url: '/api/auth/login',
      statusCode: 401,
      responseTime: 41,
      reqId: 'r1',
    });
    expect(formatDevLogLine(line)).toBe(
      '12:04:31 INFO  POST trattoria.localhost/api/auth/login 401 41 ms\n',
    );
  });

  it("shows a request's arrival with its message, not an empty status", () => {
    const line = JSON.stringify({
      level: 10,
      time: at,
      msg: 'incoming request',
      method: 'GET',
      host: 'h',
      url: '/x',
    });
    expect(formatDevLogLine(line)).toBe('12:04:31 TRACE GET h/x incoming request\n');
  });

  it('keeps other fields as JSON, an error stack below, and a non-JSON line unchanged', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'boom',
      port: 3000,
      err: { stack: 'Error: x\n    at y' },
    });
    expect(formatDevLogLine(line)).toBe(
      '12:04:31 ERROR boom {"port":3000}\n  Error: x\n      at y\n',
    );
    expect(formatDevLogLine('plain words\n')).toBe('plain words\n');
  });
});
