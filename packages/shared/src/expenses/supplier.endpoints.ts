import { endpoint } from '../common/endpoint';
import {
  CreateSupplierBodySchema,
  DetailResponseSchema,
  SupplierIdParamsSchema,
  SupplierListQuerySchema,
  SupplierListSchema,
  SupplierSchema,
  UpdateSupplierBodySchema,
} from './supplier.schemas';

// Suppliers (issue 18, decision 074): business-wide, kept by owners and managers.

export const listSuppliers = endpoint({
  method: 'GET',
  path: '/suppliers',
  query: SupplierListQuerySchema,
  response: SupplierListSchema,
});

export const getSupplier = endpoint({
  method: 'GET',
  path: '/suppliers/:id',
  params: SupplierIdParamsSchema,
  response: SupplierSchema,
});

export const createSupplier = endpoint({
  method: 'POST',
  path: '/suppliers',
  body: CreateSupplierBodySchema,
  response: SupplierSchema,
  status: 201,
});

export const updateSupplier = endpoint({
  method: 'PUT',
  path: '/suppliers/:id',
  params: SupplierIdParamsSchema,
  body: UpdateSupplierBodySchema,
  response: SupplierSchema,
});

/** Deletes a supplier without expenses; one with expenses is 409 (they name it). */
export const deleteSupplier = endpoint({
  method: 'DELETE',
  path: '/suppliers/:id',
  params: SupplierIdParamsSchema,
  response: DetailResponseSchema,
});
