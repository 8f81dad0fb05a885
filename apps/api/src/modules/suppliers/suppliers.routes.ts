import * as supplierEndpoints from '@coperto/shared/expenses/supplier.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { SUPPLIER_IN_PATH } from './supplier-resources';
import * as suppliers from './suppliers.service';

const tags = ['suppliers'];

/** Suppliers (decision 074): business-wide, kept by owners and managers; staff do not see them. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary:
          "The business's suppliers by name, with what their expenses add up to over from–to (the current year by default)",
        ...schemaOf(supplierEndpoints.listSuppliers),
      },
    },
    (req) => suppliers.listSuppliers(req.ctx, req.query),
  );

  app.get(
    '/suppliers/:id',
    {
      config: { permission: 'read:expenses', tenantResource: SUPPLIER_IN_PATH },
      schema: { tags, summary: 'One supplier', ...schemaOf(supplierEndpoints.getSupplier) },
    },
    (req) => suppliers.getSupplier(req.ctx, req.params.id),
  );

  app.post(
    '/suppliers',
    {
      config: { permission: 'update:expenses' },
      schema: {
        tags,
        summary: 'Add a supplier: VAT number and IBAN are checked with their check digits',
        ...schemaOf(supplierEndpoints.createSupplier),
      },
    },
    async (req, reply) => reply.status(201).send(await suppliers.createSupplier(req.ctx, req.body)),
  );

  app.put(
    '/suppliers/:id',
    {
      config: { permission: 'update:expenses', tenantResource: SUPPLIER_IN_PATH },
      schema: {
        tags,
        summary: 'Change a supplier: the fields sent change, the others keep their value',
        ...schemaOf(supplierEndpoints.updateSupplier),
      },
    },
    (req) => suppliers.updateSupplier(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/suppliers/:id',
    {
      config: { permission: 'update:expenses', tenantResource: SUPPLIER_IN_PATH },
      schema: {
        tags,
        summary: 'Delete a supplier without expenses (409 when its invoices name it)',
        ...schemaOf(supplierEndpoints.deleteSupplier),
      },
    },
    (req) => suppliers.deleteSupplier(req.ctx, req.params.id),
  );
};
