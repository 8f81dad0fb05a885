import type { BusinessScope } from '../../db/tenant-scope';

/** What a job row's `data` holds: the business it works for, and the handler's payload. */
export interface JobData<P = unknown> {
  /** null for the platform scope (an admin's or the platform's own work). */
  businessId: number | null;
  payload: P;
}

export function scopeOfJobData(data: Pick<JobData, 'businessId'>): BusinessScope {
  return data.businessId === null ? 'platform' : data.businessId;
}
