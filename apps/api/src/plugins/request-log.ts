import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type LogLevel,
} from 'fastify';
import { type Bindings, type ChildLoggerOptions, destination } from 'pino';
import type { Config } from '../config';
import { createDevLogStream } from './dev-log-stream';
import { routeOptionsOf } from './route-options-of';

/**
 * Request ids shaped as UUIDs (what Fastify's genReqId makes here, and what a log search expects):
 * the first 20 hex digits random per process, the last 12 a counter. Unique across processes and
 * restarts (74 random bits), one string join per request where `randomUUID` joins sixteen; an id
 * ties a report to its log lines and is no secret, so it need not be unpredictable.
 */
export function requestIdMaker(prefix = randomUUID().slice(0, 24)) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-$/.test(prefix)) {
    throw new Error(`not the first 24 characters of a UUID: ${prefix}`);
  }
  let count = 0;
  let high = '';
  return (): string => {
    const low = count % LOW_IDS;
    // 36 bits of the counter, written anew once every 4,096 ids.
    if (low === 0)
      high =
        prefix +
        Math.floor(count / LOW_IDS)
          .toString(16)
          .padStart(9, '0');
    count = (count + 1) % 2 ** 48;
    return high + LOW_HEX[low]!;
  };
}

/** The counter's last three hex digits, written once. */
const LOW_IDS = 4096;
const LOW_HEX = Array.from({ length: LOW_IDS }, (_, i) => i.toString(16).padStart(3, '0'));

/** A new request id (`requestIdMaker`), for answers written before Fastify (fast-answers.ts). */
export const newRequestId = requestIdMaker();

/** Slower than this, a request is logged however hot and successful it is. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The logger's options: JSON lines in production (for the log collector), one readable line per
 * entry in development, where the terminal is read by a person. In production the lines are
 * written off the request's path (`sync: false`): a busy process writes those that queued up in
 * one write, where each line cost the request a write of its own (decision 091). Pino flushes what
 * is left when the process exits.
 */
export function loggerOptionsOf(config: Config): FastifyServerOptions['logger'] {
  return config.production
    ? { level: config.logLevel, stream: destination({ dest: 1, sync: false }) }
    : { level: config.logLevel, stream: createDevLogStream(process.stdout) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers that last as long as their client wants (an event stream): long is not slow. */
    longLived?: boolean;
  }
}

/**
 * Errors and slow requests always show; writes, sign-ins and every refused request at info; the
 * public site's successful reads (pages, files, the restaurant, menus, and the version poll every
 * open page repeats) only at debug: at info they would drown the rest and cost the hottest paths
 * a log line each.
 */
export function requestLogLevelOf(request: FastifyRequest, reply: FastifyReply): LogLevel {
  const status = reply.statusCode;
  if (status >= 500) return 'error';
  if (reply.elapsedTime >= SLOW_REQUEST_MS && routeOptionsOf(request).config?.longLived !== true) {
    return 'warn';
  }
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read && status < 400 && routeOptionsOf(request).config?.public === true) return 'debug';
  return 'info';
}

type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled?(level: LogLevel): boolean };

/**
 * One line per request, when it ends, instead of Fastify's two ("incoming request", "request
 * completed"; the first only at trace); the request id (`reqId`) comes with the request's logger. Fastify's other lines
 * (errors it handles itself, broken streams) stay as they are.
 */
export class RequestLogController extends LogController {
  /** At trace only: when chasing a request that never ends, its arrival is what is missing. */
  override incomingRequest(request: FastifyRequest) {
    const log = request.log as LevelAwareLogger;
    if (log.isLevelEnabled?.('trace') !== true) return;
    log.trace({ method: request.method, host: request.host, url: request.url }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const level = error ? 'error' : requestLogLevelOf(request, reply);
    const log = request.log as LevelAwareLogger;
    // Pino says so before the line is built; a disabled logger (tests) cannot, and drops it.
    if (log.isLevelEnabled?.(level) === false) return;
    log[level](
      {
        method: request.method,
        host: request.host,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
        ...(error && { err: error }),
      },
      'request completed',
    );
  }
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made only when something logs. Fastify gives every request a child logger
 * bound to its id; building one (pino serializes the bindings) cost a successful hot read more
 * than all its logging, which at the default level is none (the request line of a public read
 * is at debug, and the level is checked first).
 */
export class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  get level() {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  /** The parent's answer until the child exists: a child without options logs at its level. */
  isLevelEnabled(level: LogLevel): boolean {
    const logger = (this.made ?? this.parent) as LevelAwareLogger;
    return logger.isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger.child(bindings, options);
  }

  private log(method: LogMethod, args: unknown[]) {
    const logger = this.logger as unknown as Record<LogMethod, (...a: unknown[]) => void>;
    logger[method](...args);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent(...args: unknown[]) {
    this.log('silent', args);
  }
}

/** Fastify's `childLoggerFactory`: lazy children, except where a route sets its own level. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level === undefined
    ? new LazyChildLogger(logger as LevelAwareLogger, bindings)
    : logger.child(bindings, options);
