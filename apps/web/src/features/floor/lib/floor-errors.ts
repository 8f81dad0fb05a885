import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * The editor's refusals worded for a person, keyed in the floor namespace's `errors`: the API's
 * status and its field codes (decision 059) say which rule was met.
 */
export type FloorErrorKey =
  | 'nameTaken'
  | 'tooManyAreas'
  | 'tooManyTables'
  | 'areaNotEmpty'
  | 'tableInUse'
  | 'gone'
  | 'invalid'
  | 'network'
  | 'failed';

export function floorErrorOf(error: unknown): FloorErrorKey {
  if (!(error instanceof ApiRequestError)) return 'failed';
  const { status, fields } = error;
  if (error.code === 'NETWORK') return 'network';
  if (status === 409 && fields.name === 'taken') return 'nameTaken';
  if (status === 409 && fields.id === 'not_empty') return 'areaNotEmpty';
  if (status === 409 && fields.id === 'in_use') return 'tableInUse';
  if (status === 422 && fields.name === 'too_many') {
    return error.detail.includes('tables') ? 'tooManyTables' : 'tooManyAreas';
  }
  if (status === 404) return 'gone';
  if (status === 400 || status === 422) return 'invalid';
  return 'failed';
}
