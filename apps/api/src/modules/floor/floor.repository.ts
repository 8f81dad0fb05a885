import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { floorAreas, floorTableNeighbours, floorTables } from '../../db/schema/floor';
import { restaurants } from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type FloorAreaRow = typeof floorAreas.$inferSelect;
export type FloorTableRow = typeof floorTables.$inferSelect;
export type NewFloorTableRow = typeof floorTables.$inferInsert;
export type FloorTableChanges = Partial<
  Omit<FloorTableRow, 'id' | 'business_id' | 'restaurant_id' | 'created_at'>
>;
/** A table's place on the plan, as a layout save sends it. */
export interface TablePlacement {
  id: number;
  area_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

// ---------------------------------------------------------------- public read

/** The table a QR code names, by its unguessable token, in any business: only if it is in use. */
export async function findActiveTableByQrToken(db: SystemDb, token: string) {
  const [row] = await db
    .select({
      table_name: floorTables.name,
      restaurant_name: restaurants.name,
      restaurant_public_key: restaurants.public_key,
      // For the guest's order at the table, never answered to the guest.
      table_id: floorTables.id,
      seats_min: floorTables.seats_min,
      business_id: floorTables.business_id,
      restaurant_id: floorTables.restaurant_id,
    })
    .from(floorTables)
    .innerJoin(restaurants, eq(restaurants.id, floorTables.restaurant_id))
    .where(
      and(
        eq(floorTables.qr_token, token),
        eq(floorTables.active, true),
        isNull(restaurants.deleted_at),
      ),
    );
  return row;
}

// ---------------------------------------------------------------- areas

export async function findFloorAreaById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(floorAreas)
    .where(and(tenantFilter(tx, floorAreas.business_id), eq(floorAreas.id, q.id)));
  return row;
}

export function listFloorAreas(tx: TenantTx, restaurantId: number) {
  return tx
    .select()
    .from(floorAreas)
    .where(
      and(tenantFilter(tx, floorAreas.business_id), eq(floorAreas.restaurant_id, restaurantId)),
    )
    .orderBy(asc(floorAreas.position), asc(floorAreas.id));
}

/** Another area of the restaurant with this name, if any. */
export async function findAreaNamed(
  tx: TenantTx,
  q: { restaurantId: number; name: string; exceptId?: number },
) {
  const [row] = await tx
    .select({ id: floorAreas.id })
    .from(floorAreas)
    .where(
      and(
        tenantFilter(tx, floorAreas.business_id),
        eq(floorAreas.restaurant_id, q.restaurantId),
        eq(floorAreas.name, q.name),
        q.exceptId === undefined ? undefined : ne(floorAreas.id, q.exceptId),
      ),
    );
  return row;
}

export async function insertFloorArea(tx: TenantTx, values: typeof floorAreas.$inferInsert) {
  const [row] = await tx.insert(floorAreas).values(values).returning();
  return row!;
}

export async function updateFloorAreaRow(
  tx: TenantTx,
  id: number,
  changes: { name: string; position?: number; updated_at: Date },
) {
  const [row] = await tx
    .update(floorAreas)
    .set(changes)
    .where(and(tenantFilter(tx, floorAreas.business_id), eq(floorAreas.id, id)))
    .returning();
  return row;
}

export async function deleteFloorAreaRow(tx: TenantTx, id: number) {
  await tx
    .delete(floorAreas)
    .where(and(tenantFilter(tx, floorAreas.business_id), eq(floorAreas.id, id)));
}

export async function countFloorAreas(tx: TenantTx, restaurantId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(floorAreas)
    .where(
      and(tenantFilter(tx, floorAreas.business_id), eq(floorAreas.restaurant_id, restaurantId)),
    );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- tables

export async function findFloorTableById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(floorTables)
    .where(and(tenantFilter(tx, floorTables.business_id), eq(floorTables.id, q.id)));
  return row;
}

/** The restaurant's tables, by the natural order of their names ("2" before "10"). */
export function listFloorTables(tx: TenantTx, restaurantId: number) {
  return tx
    .select()
    .from(floorTables)
    .where(
      and(tenantFilter(tx, floorTables.business_id), eq(floorTables.restaurant_id, restaurantId)),
    )
    .orderBy(sql`length(${floorTables.name})`, asc(floorTables.name), asc(floorTables.id));
}

/** The restaurant's tables among `ids`: fewer than asked means some are not its. */
export function findTablesOfRestaurant(tx: TenantTx, restaurantId: number, ids: number[]) {
  return tx
    .select({ id: floorTables.id, area_id: floorTables.area_id })
    .from(floorTables)
    .where(
      and(
        tenantFilter(tx, floorTables.business_id),
        eq(floorTables.restaurant_id, restaurantId),
        inArray(floorTables.id, ids),
      ),
    );
}

export async function findTableNamed(
  tx: TenantTx,
  q: { restaurantId: number; name: string; exceptId?: number },
) {
  const [row] = await tx
    .select({ id: floorTables.id })
    .from(floorTables)
    .where(
      and(
        tenantFilter(tx, floorTables.business_id),
        eq(floorTables.restaurant_id, q.restaurantId),
        eq(floorTables.name, q.name),
        q.exceptId === undefined ? undefined : ne(floorTables.id, q.exceptId),
      ),
    );
  return row;
}

export async function countFloorTables(
  tx: TenantTx,
  q: { restaurantId?: number; areaId?: number },
) {
  const [row] = await tx
    .select({ n: count() })
    .from(floorTables)
    .where(
      and(
        tenantFilter(tx, floorTables.business_id),
        q.restaurantId === undefined ? undefined : eq(floorTables.restaurant_id, q.restaurantId),
        q.areaId === undefined ? undefined : eq(floorTables.area_id, q.areaId),
      ),
    );
  return row?.n ?? 0;
}

export async function insertFloorTable(tx: TenantTx, values: NewFloorTableRow) {
  const [row] = await tx.insert(floorTables).values(values).returning();
  return row!;
}

export async function updateFloorTableRow(tx: TenantTx, id: number, changes: FloorTableChanges) {
  const [row] = await tx
    .update(floorTables)
    .set(changes)
    .where(and(tenantFilter(tx, floorTables.business_id), eq(floorTables.id, id)))
    .returning();
  return row;
}

export async function deleteFloorTableRow(tx: TenantTx, id: number) {
  await tx
    .delete(floorTables)
    .where(and(tenantFilter(tx, floorTables.business_id), eq(floorTables.id, id)));
}

/**
 * Moves many of the restaurant's tables in one statement; answers how many it moved. The caller
 * has checked that every id and area is the restaurant's.
 */
export async function placeFloorTables(
  tx: TenantTx,
  restaurantId: number,
  placements: TablePlacement[],
  now: Date,
) {
  const values = sql.join(
    placements.map(
      (p) =>
        sql`(${p.id}::bigint, ${p.area_id}::bigint, ${p.x}::int, ${p.y}::int, ${p.width}::int, ${p.height}::int, ${p.rotation}::int)`,
    ),
    sql`, `,
  );
  const moved = await tx
    .update(floorTables)
    .set({
      area_id: sql`v.area_id`,
      x: sql`v.x`,
      y: sql`v.y`,
      width: sql`v.width`,
      height: sql`v.height`,
      rotation: sql`v.rotation`,
      updated_at: now,
    })
    .from(sql`(values ${values}) as v(id, area_id, x, y, width, height, rotation)`)
    .where(
      and(
        tenantFilter(tx, floorTables.business_id),
        eq(floorTables.restaurant_id, restaurantId),
        sql`${floorTables.id} = v.id`,
      ),
    )
    .returning({ id: floorTables.id });
  return moved.length;
}

// ---------------------------------------------------------------- neighbours

/** Every joinable pair of the restaurant, the smaller id first. */
export function listNeighbourPairs(tx: TenantTx, restaurantId: number) {
  return tx
    .select({
      table_id: floorTableNeighbours.table_id,
      neighbour_id: floorTableNeighbours.neighbour_id,
    })
    .from(floorTableNeighbours)
    .where(
      and(
        tenantFilter(tx, floorTableNeighbours.business_id),
        eq(floorTableNeighbours.restaurant_id, restaurantId),
      ),
    );
}

/** Replaces the pairs `tableId` is part of with pairs to each of `neighbourIds`. */
export async function replaceNeighboursOf(
  tx: TenantTx,
  owner: { businessId: number; restaurantId: number },
  tableId: number,
  neighbourIds: number[],
) {
  await tx
    .delete(floorTableNeighbours)
    .where(
      and(
        tenantFilter(tx, floorTableNeighbours.business_id),
        or(
          eq(floorTableNeighbours.table_id, tableId),
          eq(floorTableNeighbours.neighbour_id, tableId),
        ),
      ),
    );
  if (neighbourIds.length === 0) return;
  await tx.insert(floorTableNeighbours).values(
    neighbourIds.map((other) => ({
      business_id: owner.businessId,
      restaurant_id: owner.restaurantId,
      table_id: Math.min(tableId, other),
      neighbour_id: Math.max(tableId, other),
    })),
  );
}

/** Pairs whose tables now stand in different areas (one was moved): they cannot be joined. */
export async function deletePairsAcrossAreas(tx: TenantTx, restaurantId: number) {
  await tx.delete(floorTableNeighbours).where(
    and(
      tenantFilter(tx, floorTableNeighbours.business_id),
      eq(floorTableNeighbours.restaurant_id, restaurantId),
      sql`exists (select 1 from floor_tables one, floor_tables other
        where one.id = ${floorTableNeighbours.table_id}
          and other.id = ${floorTableNeighbours.neighbour_id}
          and one.area_id <> other.area_id)`,
    ),
  );
}
