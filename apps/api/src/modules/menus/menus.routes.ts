import * as menuEndpoints from '@coperto/shared/menus/menu.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { sendRevalidated } from '../../shared/http-cache';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { editing, MENU_IN_PATH, publicRead, tags } from './menu-route-options';
import * as menus from './menus.service';
import * as publicMenus from './public-menus.service';

/**
 * The digital menu (issue 5): guests read active menus by hashed id or restaurant; the dashboard
 * edits menus, sections and items. Every write answers the whole menu as committed, which is what
 * the editor shows next (deleting a whole menu answers a detail).
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ public
  app.get(
    '/menu/:hashedId',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'An active menu, whole, with its restaurant: the menu page (public, ETag)',
        ...schemaOf(menuEndpoints.getPublicMenu),
      },
    },
    async (req, reply) =>
      sendRevalidated(
        req,
        reply,
        await publicMenus.getPublicMenuByHashedId(req.ctx, req.params.hashedId),
      ),
  );

  app.get(
    '/restaurant/:id/menus',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "The restaurant's active menus, whole and in order (public, ETag)",
        ...schemaOf(menuEndpoints.getPublicMenus),
      },
    },
    async (req, reply) =>
      sendRevalidated(
        req,
        reply,
        await publicMenus.getPublicMenusOfRestaurant(req.ctx, req.params.id),
      ),
  );

  // ------------------------------------------------------------ menus
  app.get(
    '/restaurant/:id/menu-list',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: "The restaurant's menus for the editor, inactive ones too, with counts",
        ...schemaOf(menuEndpoints.listMenus),
      },
    },
    (req) => menus.listMenus(req.ctx, req.params.id),
  );

  app.post(
    '/restaurant/:id/menus',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: 'Create a menu at the end of the restaurant’s list, with a new hashed id',
        ...schemaOf(menuEndpoints.createMenu),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await menus.createMenu(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/restaurant/:id/menus/order',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a restaurant's menus: every menu id once; answers the editor's list",
        ...schemaOf(menuEndpoints.reorderMenus),
      },
    },
    (req) => menus.reorderMenus(req.ctx, req.params.id, req.body.ids),
  );

  app.get(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'One menu, whole, active or not',
        ...schemaOf(menuEndpoints.getMenu),
      },
    },
    (req) => menus.getMenu(req.ctx, req.params.id),
  );

  app.put(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: "Update a menu's fields; fields left out keep their value",
        ...schemaOf(menuEndpoints.updateMenu),
      },
    },
    (req) => menus.updateMenu(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a menu with its sections and dishes; its link stops working',
        ...schemaOf(menuEndpoints.deleteMenu),
      },
    },
    (req) => menus.deleteMenu(req.ctx, req.params.id),
  );

  app.post(
    '/menus/:id/duplicate',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary:
          'Copy a menu with its sections and dishes: new hashed id, "(copy)" names, inactive',
        ...schemaOf(menuEndpoints.duplicateMenu),
      },
    },
    async (req, reply) => reply.status(201).send(await menus.duplicateMenu(req.ctx, req.params.id)),
  );
};
