import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { refusalOf } from './service-errors';

describe('refusalOf', () => {
  it('names the rule a 409 carries on its field (another host seated the table first)', () => {
    const error = new ApiRequestError(409, 'CONFLICT', 'Table taken', { table_ids: 'table_taken' });
    expect(refusalOf(error)).toBe('table_taken');
  });
  it('names a 422 rule', () => {
    const error = new ApiRequestError(422, 'RULE_BROKEN', 'Not paid', { seating: 'bill_not_paid' });
    expect(refusalOf(error)).toBe('bill_not_paid');
  });
  it('calls a 409 without a known rule stale, and a 404 gone', () => {
    expect(refusalOf(new ApiRequestError(409, 'CONFLICT', 'x', { x: 'other' }))).toBe('stale');
    expect(refusalOf(new ApiRequestError(404, 'NOT_FOUND', 'x'))).toBe('gone');
  });
  it("keeps the API's message for anything else", () => {
    expect(refusalOf(new ApiRequestError(0, 'NETWORK', 'offline'))).toBeNull();
    expect(refusalOf(new ApiRequestError(400, 'VALIDATION_FAILED', 'bad'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });
});
