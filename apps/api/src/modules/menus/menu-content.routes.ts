import * as menuEndpoints from '@coperto/shared/menus/menu.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as content from './menu-content.service';
import { editing, ITEM_IN_PATH, MENU_IN_PATH, SECTION_IN_PATH, tags } from './menu-route-options';

/** The editor's sections and items: every write answers the whole menu as committed. */
export const menuContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ sections
  app.post(
    '/menus/:id/sections',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'Add a section at the end of a menu; answers the menu',
        ...schemaOf(menuEndpoints.createSection),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await content.createSection(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/menus/:id/sections/order',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a menu's sections: every section id once; answers the menu",
        ...schemaOf(menuEndpoints.reorderSections),
      },
    },
    (req) => content.reorderSections(req.ctx, req.params.id, req.body.ids),
  );

  app.put(
    '/menu-sections/:id',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: "Update a section's name or description; answers the menu",
        ...schemaOf(menuEndpoints.updateSection),
      },
    },
    (req) => content.updateSection(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/menu-sections/:id',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a section with its dishes; answers the menu',
        ...schemaOf(menuEndpoints.deleteSection),
      },
    },
    (req) => content.deleteSection(req.ctx, req.params.id),
  );

  // ------------------------------------------------------------ items
  app.post(
    '/menu-sections/:id/items',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: 'Add a dish at the end of a section; answers the menu',
        ...schemaOf(menuEndpoints.createItem),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await content.createItem(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/menu-sections/:id/items/order',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a section's dishes: every dish id once; answers the menu",
        ...schemaOf(menuEndpoints.reorderItems),
      },
    },
    (req) => content.reorderItems(req.ctx, req.params.id, req.body.ids),
  );

  app.put(
    '/menu-items/:id',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: "Update a dish's fields; fields left out keep their value; answers the menu",
        ...schemaOf(menuEndpoints.updateItem),
      },
    },
    (req) => content.updateItem(req.ctx, req.params.id, req.body),
  );

  app.patch(
    '/menu-items/:id/availability',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Mark a dish available or sold out, in one click during service',
        ...schemaOf(menuEndpoints.setItemAvailability),
      },
    },
    (req) => content.setItemAvailability(req.ctx, req.params.id, req.body.available),
  );

  app.put(
    '/menu-items/:id/section',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Move a dish to the end of another section of its menu; answers the menu',
        ...schemaOf(menuEndpoints.moveItem),
      },
    },
    (req) => content.moveItem(req.ctx, req.params.id, req.body.section_id),
  );

  app.delete(
    '/menu-items/:id',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a dish; answers the menu',
        ...schemaOf(menuEndpoints.deleteItem),
      },
    },
    (req) => content.deleteItem(req.ctx, req.params.id),
  );
};
