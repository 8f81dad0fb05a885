import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The demo's data files (menus as JSON, pictures as SVG) in demo-data/ beside this file. Found
 * through `import.meta.url`, which the production bundle keeps pointing at the source folder
 * (scripts/build-api.ts), so the files are read from the repository under tsx and bundled alike.
 */
export const DEMO_DATA_DIR = new URL('./demo-data/', import.meta.url);

/** A data file is missing or not the shape the seed needs: the message names file and place. */
export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/** The text of `path` (relative to `dataDir`). */
export function readDemoFile(path: string, dataDir: URL = DEMO_DATA_DIR): string {
  try {
    return readFileSync(new URL(path, dataDir), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DemoDataError(`Demo data ${path}: cannot read it (${reason})`, { cause: error });
  }
}

/** `value`, read from `path`, checked against `schema`; every problem listed with its place. */
export function parseDemoData<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DemoDataError(`Demo data ${path} is not valid:\n${z.prettifyError(parsed.error)}`);
}

/** The JSON file at `path`, checked against `schema`. */
export function readDemoJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  dataDir: URL = DEMO_DATA_DIR,
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(readDemoFile(path, dataDir));
  } catch (error) {
    if (error instanceof DemoDataError) throw error;
    throw new DemoDataError(`Demo data ${path} is not JSON: ${(error as Error).message}`);
  }
  return parseDemoData(path, schema, value);
}
