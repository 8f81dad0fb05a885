import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  MonthReportQuerySchema,
  MonthReportSchema,
  ReportExportQuerySchema,
  YearReportQuerySchema,
  YearReportSchema,
} from './report.schemas';

// The numbers (issue 18, decision 078): read:reports (owners and managers); labour cost only for
// those who may read wages.

/** A year's figures month by month, of one restaurant or of the whole business. */
export const getYearReport = endpoint({
  method: 'GET',
  path: '/reports/year',
  query: YearReportQuerySchema,
  response: YearReportSchema,
});

/** One month in detail: expenses by category and supplier, every restaurant's figures. */
export const getMonthReport = endpoint({
  method: 'GET',
  path: '/reports/month',
  query: MonthReportQuerySchema,
  response: MonthReportSchema,
});

/** The same figures as a CSV file. */
export const exportReport = endpoint({
  method: 'GET',
  path: '/reports/export',
  query: ReportExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});
