import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  MyWagesSchema,
  RecordWageBodySchema,
  WageIdParamsSchema,
  WageMonthQuerySchema,
  WageMonthSchema,
  WageSchema,
} from './staff.schemas';

// Wages and payslips (issue 18, decision 077): the owner sees the month's proposal from the
// published rota and records wages; each person reads and downloads only their own.

export const getWageMonth = endpoint({
  method: 'GET',
  path: '/wages/month',
  query: WageMonthQuerySchema,
  response: WageMonthSchema,
});

/** Records (or changes) a person's wage of a month at a restaurant. */
export const recordWage = endpoint({
  method: 'PUT',
  path: '/wages',
  body: RecordWageBodySchema,
  response: WageSchema,
});

/** The body is the PDF's own bytes (application/pdf), at most PAYSLIP_MAX_BYTES. */
export const uploadPayslip = endpoint({
  method: 'POST',
  path: '/wages/:id/payslip',
  params: WageIdParamsSchema,
  file: true,
  response: WageSchema,
  status: 201,
});

/** The payslip PDF: the owner's, or the person's own; anyone else gets 404. */
export const downloadPayslip = endpoint({
  method: 'GET',
  path: '/wages/:id/payslip',
  params: WageIdParamsSchema,
  response: z.string(),
  download: 'application/pdf',
});

/** The caller's own recorded wages, newest month first. */
export const listMyWages = endpoint({
  method: 'GET',
  path: '/wages/mine',
  response: MyWagesSchema,
});
