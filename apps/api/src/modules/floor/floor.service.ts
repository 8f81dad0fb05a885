import {
  FLOOR_GRID_COLUMNS,
  FLOOR_GRID_ROWS,
  FLOOR_MAX_AREAS,
  FLOOR_MAX_TABLES,
} from '@coperto/shared/floor/floor.constants';
import type {
  CreateFloorTableBody,
  Floor,
  FloorArea,
  FloorAreaBody,
  FloorLayoutBody,
  FloorTable,
  PublicTable,
  TableNeighboursBody,
  UpdateFloorTableBody,
} from '@coperto/shared/floor/floor.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { publishEvent } from '../events/events.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import {
  countFloorAreas,
  countFloorTables,
  deleteFloorAreaRow,
  deleteFloorTableRow,
  deletePairsAcrossAreas,
  type FloorAreaRow,
  type FloorTableRow,
  findActiveTableByQrToken,
  findAreaNamed,
  findFloorAreaById,
  findFloorTableById,
  findTableNamed,
  findTablesOfRestaurant,
  insertFloorArea,
  insertFloorTable,
  listFloorAreas,
  listFloorTables,
  listNeighbourPairs,
  placeFloorTables,
  replaceNeighboursOf,
  updateFloorAreaRow,
  updateFloorTableRow,
} from './floor.repository';

/** What a restaurant's row must tell: whose it is. */
interface Owner {
  business_id: number;
  restaurant_id: number;
}

/** PostgreSQL's error `code`, possibly wrapped by Drizzle's query error. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === code) return true;
  }
  return false;
}
export const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Tells every open screen of the restaurant (the editor, the service view) that its floor
 * changed; they read it again, once the transaction commits (events.service.ts).
 */
function announceFloor(tx: TenantTx, owner: Owner) {
  return publishEvent(tx, {
    businessId: owner.business_id,
    restaurantId: owner.restaurant_id,
    type: 'floor.updated',
    payload: { restaurant_id: owner.restaurant_id },
  });
}

// ---------------------------------------------------------------- answers

function toTable(row: FloorTableRow, neighbours: number[]): FloorTable {
  return {
    id: row.id,
    area_id: row.area_id,
    name: row.name,
    seats_min: row.seats_min,
    seats_max: row.seats_max,
    shape: row.shape,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    rotation: row.rotation,
    active: row.active,
    qr_token: row.qr_token,
    neighbour_ids: [...neighbours].sort((a, b) => a - b),
  };
}

async function neighboursOf(tx: TenantTx, restaurantId: number) {
  const byTable = new Map<number, number[]>();
  for (const pair of await listNeighbourPairs(tx, restaurantId)) {
    byTable.set(pair.table_id, [...(byTable.get(pair.table_id) ?? []), pair.neighbour_id]);
    byTable.set(pair.neighbour_id, [...(byTable.get(pair.neighbour_id) ?? []), pair.table_id]);
  }
  return byTable;
}

function toArea(row: FloorAreaRow, tables: FloorTable[]): FloorArea {
  return { id: row.id, name: row.name, position: row.position, tables };
}

/** The restaurant's whole floor: three reads, whatever its size. */
async function readFloor(tx: TenantTx, restaurantId: number): Promise<Floor> {
  const areas = await listFloorAreas(tx, restaurantId);
  const tables = await listFloorTables(tx, restaurantId);
  const neighbours = await neighboursOf(tx, restaurantId);
  return {
    restaurant_id: restaurantId,
    grid: { columns: FLOOR_GRID_COLUMNS, rows: FLOOR_GRID_ROWS },
    areas: areas.map((area) =>
      toArea(
        area,
        tables
          .filter((t) => t.area_id === area.id)
          .map((t) => toTable(t, neighbours.get(t.id) ?? [])),
      ),
    ),
  };
}

async function readTable(tx: TenantTx, row: FloorTableRow) {
  const neighbours = await neighboursOf(tx, row.restaurant_id);
  return toTable(row, neighbours.get(row.id) ?? []);
}

// ---------------------------------------------------------------- scopes

/** Work on a restaurant the caller works at: another's, or another business's, is not found. */
function inRestaurant<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (tx: TenantTx, owner: Owner) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (!restaurant || !ctx.actor || !worksAt(ctx.actor, restaurant.id)) {
      throw notFound('Restaurant');
    }
    return work(tx, { business_id: restaurant.business_id, restaurant_id: restaurant.id });
  });
}

function withArea<T>(
  ctx: ServiceContext,
  areaId: number,
  work: (tx: TenantTx, area: FloorAreaRow) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const area = await findFloorAreaById(tx, { id: areaId });
    if (!area || !ctx.actor || !worksAt(ctx.actor, area.restaurant_id)) throw notFound('Area');
    return work(tx, area);
  });
}

function withTable<T>(
  ctx: ServiceContext,
  tableId: number,
  work: (tx: TenantTx, table: FloorTableRow) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const table = await findFloorTableById(tx, { id: tableId });
    if (!table || !ctx.actor || !worksAt(ctx.actor, table.restaurant_id)) throw notFound('Table');
    return work(tx, table);
  });
}

// ---------------------------------------------------------------- the floor

export function getFloor(ctx: ServiceContext, restaurantId: number) {
  return inRestaurant(ctx, restaurantId, (tx) => readFloor(tx, restaurantId));
}

/**
 * The editor's save: every listed table's area and place, all or nothing. Tables or areas that are
 * not the restaurant's are refused on their field before anything is written.
 */
export function saveFloorLayout(ctx: ServiceContext, restaurantId: number, body: FloorLayoutBody) {
  return inRestaurant(ctx, restaurantId, async (tx, owner) => {
    const ids = body.tables.map((t) => t.id);
    const known = await findTablesOfRestaurant(tx, restaurantId, ids);
    const areas = await listFloorAreas(tx, restaurantId);
    const knownIds = new Set(known.map((t) => t.id));
    const areaIds = new Set(areas.map((a) => a.id));
    const fields: Record<string, string> = {};
    body.tables.forEach((t, i) => {
      if (!knownIds.has(t.id)) fields[`tables.${i}.id`] = 'Not a table of this restaurant';
      else if (!areaIds.has(t.area_id))
        fields[`tables.${i}.area_id`] = 'Not an area of this restaurant';
    });
    if (Object.keys(fields).length > 0) throw ruleBroken('Some tables cannot be placed', fields);
    await placeFloorTables(tx, restaurantId, body.tables, ctx.clock.now());
    await deletePairsAcrossAreas(tx, restaurantId);
    const floor = await readFloor(tx, restaurantId);
    await announceFloor(tx, owner);
    return floor;
  });
}

// ---------------------------------------------------------------- areas

const areaNameTaken = () =>
  conflict('The restaurant already has an area with this name', { name: 'taken' });

export function createFloorArea(ctx: ServiceContext, restaurantId: number, body: FloorAreaBody) {
  return inRestaurant(ctx, restaurantId, async (tx, owner) => {
    const areas = await countFloorAreas(tx, restaurantId);
    if (areas >= FLOOR_MAX_AREAS) {
      throw ruleBroken(`A restaurant has at most ${FLOOR_MAX_AREAS} areas`, { name: 'too_many' });
    }
    if (await findAreaNamed(tx, { restaurantId, name: body.name })) throw areaNameTaken();
    const area = await insertFloorArea(tx, {
      ...owner,
      name: body.name,
      position: body.position ?? areas,
    });
    await announceFloor(tx, owner);
    return toArea(area, []);
  });
}

export function updateFloorArea(ctx: ServiceContext, areaId: number, body: FloorAreaBody) {
  return withArea(ctx, areaId, async (tx, area) => {
    const restaurantId = area.restaurant_id;
    if (await findAreaNamed(tx, { restaurantId, name: body.name, exceptId: area.id })) {
      throw areaNameTaken();
    }
    const row = await updateFloorAreaRow(tx, area.id, {
      name: body.name,
      position: body.position,
      updated_at: ctx.clock.now(),
    });
    const floor = await readFloor(tx, restaurantId);
    await announceFloor(tx, area);
    return toArea(row!, floor.areas.find((a) => a.id === area.id)?.tables ?? []);
  });
}

/** An area is deleted once empty: its tables are moved or deleted first, on purpose. */
export function deleteFloorArea(ctx: ServiceContext, areaId: number) {
  return withArea(ctx, areaId, async (tx, area) => {
    const tables = await countFloorTables(tx, { areaId: area.id });
    if (tables > 0) {
      throw conflict(
        `The area still has ${tables} table${tables === 1 ? '' : 's'}: move or delete them first`,
        { id: 'not_empty' },
      );
    }
    await deleteFloorAreaRow(tx, area.id);
    await announceFloor(tx, area);
    return { detail: 'Area deleted' };
  });
}

// ---------------------------------------------------------------- tables

const tableNameTaken = () =>
  conflict('The restaurant already has a table with this name', { name: 'taken' });

export async function createFloorTable(
  ctx: ServiceContext,
  areaId: number,
  body: CreateFloorTableBody,
) {
  try {
    return await withArea(ctx, areaId, async (tx, area) => {
      const restaurantId = area.restaurant_id;
      if ((await countFloorTables(tx, { restaurantId })) >= FLOOR_MAX_TABLES) {
        throw ruleBroken(`A restaurant has at most ${FLOOR_MAX_TABLES} tables`, {
          name: 'too_many',
        });
      }
      if (await findTableNamed(tx, { restaurantId, name: body.name })) throw tableNameTaken();
      const row = await insertFloorTable(tx, {
        business_id: area.business_id,
        restaurant_id: restaurantId,
        area_id: area.id,
        ...body,
        qr_token: newPublicId(),
      });
      await announceFloor(tx, area);
      return toTable(row, []);
    });
  } catch (error) {
    // Another host added the same name between the check and the insert.
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw tableNameTaken();
    throw error;
  }
}

export async function updateFloorTable(
  ctx: ServiceContext,
  tableId: number,
  body: UpdateFloorTableBody,
) {
  try {
    return await withTable(ctx, tableId, async (tx, table) => {
      const restaurantId = table.restaurant_id;
      const area = await findFloorAreaById(tx, { id: body.area_id });
      if (!area || area.restaurant_id !== restaurantId) {
        throw ruleBroken('Not an area of this restaurant', { area_id: 'not_found' });
      }
      if (await findTableNamed(tx, { restaurantId, name: body.name, exceptId: table.id })) {
        throw tableNameTaken();
      }
      const row = await updateFloorTableRow(tx, table.id, { ...body, updated_at: ctx.clock.now() });
      if (area.id !== table.area_id) await deletePairsAcrossAreas(tx, restaurantId);
      const answer = await readTable(tx, row!);
      await announceFloor(tx, table);
      return answer;
    });
  } catch (error) {
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw tableNameTaken();
    throw error;
  }
}

/**
 * Deletes a table and its joinable pairs. Once bookings or orders name tables, a table they name
 * is refused with 409 by its foreign keys: it is deactivated instead, so its history stays whole.
 */
export async function deleteFloorTable(ctx: ServiceContext, tableId: number) {
  try {
    return await withTable(ctx, tableId, async (tx, table) => {
      await deleteFloorTableRow(tx, table.id);
      await announceFloor(tx, table);
      return { detail: 'Table deleted' };
    });
  } catch (error) {
    if (hasPgCode(error, FOREIGN_KEY_VIOLATION)) {
      throw conflict('The table is in use by bookings or orders: deactivate it instead', {
        id: 'in_use',
      });
    }
    throw error;
  }
}

/**
 * The tables this one can be joined with: of the same area (tables in two rooms are not pushed
 * together), not itself. Replaces its pairs; answers the floor, since the others' lists change.
 */
export function setTableNeighbours(
  ctx: ServiceContext,
  tableId: number,
  body: TableNeighboursBody,
) {
  return withTable(ctx, tableId, async (tx, table) => {
    const restaurantId = table.restaurant_id;
    const found = body.neighbour_ids.length
      ? await findTablesOfRestaurant(tx, restaurantId, body.neighbour_ids)
      : [];
    const areaOf = new Map(found.map((t) => [t.id, t.area_id]));
    const fields: Record<string, string> = {};
    body.neighbour_ids.forEach((id, i) => {
      if (id === table.id) fields[`neighbour_ids.${i}`] = 'A table is not its own neighbour';
      else if (!areaOf.has(id)) fields[`neighbour_ids.${i}`] = 'Not a table of this restaurant';
      else if (areaOf.get(id) !== table.area_id)
        fields[`neighbour_ids.${i}`] = 'Only tables of the same area can be joined';
    });
    if (Object.keys(fields).length > 0) throw ruleBroken('These tables cannot be joined', fields);
    await replaceNeighboursOf(
      tx,
      { businessId: table.business_id, restaurantId },
      table.id,
      body.neighbour_ids,
    );
    const floor = await readFloor(tx, restaurantId);
    await announceFloor(tx, table);
    return floor;
  });
}

/** A new QR token: the printed code stops working at once; the new one must be printed. */
export function regenerateTableQrToken(ctx: ServiceContext, tableId: number) {
  return withTable(ctx, tableId, async (tx, table) => {
    const row = await updateFloorTableRow(tx, table.id, {
      qr_token: newPublicId(),
      updated_at: ctx.clock.now(),
    });
    const answer = await readTable(tx, row!);
    await announceFloor(tx, table);
    return answer;
  });
}

// ---------------------------------------------------------------- public

/** The table a QR code names, for the menu's ordering at the table: an inactive one is not found. */
export async function getPublicTable(ctx: ServiceContext, token: string): Promise<PublicTable> {
  const found = await findActiveTableByQrToken(ctx.system, token);
  if (!found) throw notFound('Table');
  return {
    restaurant_public_key: found.restaurant_public_key,
    restaurant_name: found.restaurant_name,
    table_name: found.table_name,
  };
}
