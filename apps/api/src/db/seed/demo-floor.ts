import type { TableShape } from '@coperto/shared/floor/floor.constants';
import { newPublicId } from '../../shared/secrets';
import { floorAreas, floorTableNeighbours, floorTables } from '../schema/floor';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
}

/** A table as the demo draws it: name, seats min–max, shape, place and size in grid cells. */
type DemoTable = [string, number, number, TableShape, number, number, number, number, number?];

interface DemoArea {
  name: string;
  tables: DemoTable[];
  /** Tables pushed together for larger parties, by name. */
  joinable: [string, string][];
}

/**
 * The Trattoria's floor: a sala of twelve (a row of twos along the wall, squares of four, two
 * rounds and a long table for eight) and a dehors of six on the street, tables numbered from 20
 * as Italian rooms number the outside.
 */
const TRATTORIA: DemoArea[] = [
  {
    name: 'Sala',
    tables: [
      ['1', 1, 2, 'square', 2, 2, 3, 3],
      ['2', 1, 2, 'square', 7, 2, 3, 3],
      ['3', 1, 2, 'square', 12, 2, 3, 3],
      ['4', 1, 2, 'square', 17, 2, 3, 3],
      ['5', 2, 4, 'square', 2, 10, 4, 4],
      ['6', 2, 4, 'square', 9, 10, 4, 4],
      ['7', 2, 4, 'square', 16, 10, 4, 4],
      ['8', 2, 4, 'round', 26, 10, 4, 4],
      ['9', 2, 4, 'round', 33, 10, 4, 4],
      ['10', 4, 6, 'rectangle', 2, 19, 7, 4],
      ['11', 4, 6, 'rectangle', 12, 19, 7, 4],
      ['12', 6, 8, 'rectangle', 24, 19, 10, 4],
    ],
    joinable: [
      ['1', '2'],
      ['2', '3'],
      ['3', '4'],
      ['5', '6'],
      ['6', '7'],
      ['10', '11'],
    ],
  },
  {
    name: 'Dehors',
    tables: [
      ['20', 1, 2, 'round', 2, 2, 3, 3],
      ['21', 1, 2, 'round', 8, 2, 3, 3],
      ['22', 1, 2, 'round', 14, 2, 3, 3],
      ['23', 2, 4, 'square', 2, 9, 4, 4],
      ['24', 2, 4, 'square', 9, 9, 4, 4],
      ['25', 2, 4, 'square', 16, 9, 4, 4, 45],
    ],
    joinable: [
      ['23', '24'],
      ['24', '25'],
    ],
  },
];

/** The Pizzeria's: a busy sala around the oven and a small garden. */
const PIZZERIA: DemoArea[] = [
  {
    name: 'Sala',
    tables: [
      ['1', 1, 2, 'square', 2, 2, 3, 3],
      ['2', 1, 2, 'square', 7, 2, 3, 3],
      ['3', 2, 4, 'square', 12, 2, 4, 4],
      ['4', 2, 4, 'square', 18, 2, 4, 4],
      ['5', 2, 4, 'round', 2, 9, 4, 4],
      ['6', 2, 4, 'round', 9, 9, 4, 4],
      ['7', 4, 6, 'rectangle', 16, 9, 7, 4],
      ['8', 4, 6, 'rectangle', 2, 16, 7, 4],
      ['9', 6, 10, 'rectangle', 12, 16, 10, 4],
      ['10', 1, 2, 'square', 26, 2, 3, 3],
    ],
    joinable: [
      ['1', '2'],
      ['3', '4'],
      ['7', '8'],
    ],
  },
  {
    name: 'Giardino',
    tables: [
      ['20', 2, 4, 'round', 2, 2, 4, 4],
      ['21', 2, 4, 'round', 9, 2, 4, 4],
      ['22', 2, 4, 'square', 16, 2, 4, 4],
      ['23', 4, 6, 'rectangle', 2, 9, 7, 4],
    ],
    joinable: [['21', '22']],
  },
];

async function seedFloor(tx: TenantTx, restaurant: DemoRestaurant, areas: DemoArea[]) {
  const owner = { business_id: restaurant.business_id, restaurant_id: restaurant.id };
  for (const [position, area] of areas.entries()) {
    const [row] = await tx
      .insert(floorAreas)
      .values({ ...owner, name: area.name, position })
      .returning({ id: floorAreas.id });
    const tables = await tx
      .insert(floorTables)
      .values(
        area.tables.map(([name, seats_min, seats_max, shape, x, y, width, height, rotation]) => ({
          ...owner,
          area_id: row!.id,
          name,
          seats_min,
          seats_max,
          shape,
          x,
          y,
          width,
          height,
          rotation: rotation ?? 0,
          qr_token: newPublicId(),
        })),
      )
      .returning({ id: floorTables.id, name: floorTables.name });
    const idOf = new Map(tables.map((t) => [t.name, t.id]));
    await tx.insert(floorTableNeighbours).values(
      area.joinable.map(([a, b]) => {
        const [one, other] = [idOf.get(a)!, idOf.get(b)!];
        return { ...owner, table_id: Math.min(one, other), neighbour_id: Math.max(one, other) };
      }),
    );
  }
}

/** A floor plan for each demo restaurant of the demo business (issue 16), drawn as a host would. */
export async function seedDemoFloors(
  tx: TenantTx,
  restaurants: { trattoria: DemoRestaurant; pizzeria: DemoRestaurant },
) {
  await seedFloor(tx, restaurants.trattoria, TRATTORIA);
  await seedFloor(tx, restaurants.pizzeria, PIZZERIA);
}
