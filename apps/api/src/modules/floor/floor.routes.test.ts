import { TABLE_QR_TOKEN_PATTERN } from '@coperto/shared/floor/floor.constants';
import {
  type Floor,
  type FloorTable,
  UpdateFloorTableBodySchema,
} from '@coperto/shared/floor/floor.schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/events';
import {
  type ApiCallArgs,
  buildTestApp,
  callApi,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
});
afterAll(() => t.close());

const call = (...args: ApiCallArgs) => callApi(t.app, ...args);

async function floorOf(restaurantId: number, headers = team.owner): Promise<Floor> {
  const res = await call('GET', `/floor/${restaurantId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const tablesOf = (floor: Floor) => floor.areas.flatMap((a) => a.tables);
const tableNamed = (floor: Floor, name: string) => tablesOf(floor).find((x) => x.name === name)!;
const areaNamed = (floor: Floor, name: string) => floor.areas.find((a) => a.name === name)!;

/** The newest live event of the restaurant. */
async function lastEventOf(restaurantId: number) {
  const [row] = await t.app.db
    .select()
    .from(liveEvents)
    .where(eq(liveEvents.restaurant_id, restaurantId))
    .orderBy(desc(liveEvents.id))
    .limit(1);
  return row;
}

const A_TABLE = {
  name: 'T1',
  seats_min: 2,
  seats_max: 4,
  shape: 'square',
  x: 40,
  y: 30,
  width: 3,
  height: 3,
  rotation: 0,
};

describe('reading the floor', () => {
  it("answers the demo Trattoria's areas in order with their tables by name, joinable pairs both ways", async () => {
    const floor = await floorOf(ids.trattoria, team.staff);
    expect(floor.grid).toEqual({ columns: 60, rows: 40 });
    expect(floor.areas.map((a) => [a.name, a.tables.length])).toEqual([
      ['Sala', 12],
      ['Dehors', 6],
    ]);
    expect(areaNamed(floor, 'Sala').tables.map((x) => x.name)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    const [one, two, three] = ['1', '2', '3'].map((n) => tableNamed(floor, n));
    expect(two!.neighbour_ids).toEqual([one!.id, three!.id].sort((a, b) => a - b));
    expect(one!.neighbour_ids).toEqual([two!.id]);
    for (const table of tablesOf(floor)) expect(table.qr_token).toMatch(TABLE_QR_TOKEN_PATTERN);
    expect(new Set(tablesOf(floor).map((x) => x.qr_token)).size).toBe(18);
    const pizzeria = await floorOf(ids.pizzeria);
    expect(pizzeria.areas.map((a) => a.name)).toEqual(['Sala', 'Giardino']);
    // The demo is a plan the editor could save back as it is.
    for (const table of [...tablesOf(floor), ...tablesOf(pizzeria)]) {
      const { id: _id, qr_token: _token, neighbour_ids: _pairs, ...fields } = table;
      expect(UpdateFloorTableBodySchema.safeParse(fields).success, table.name).toBe(true);
    }
  });

  it('is for the team of the restaurant only', async () => {
    expect((await call('GET', `/floor/${ids.trattoria}`, {})).statusCode).toBe(401);
    // Another business, and staff bound to another restaurant of the same business.
    expect((await call('GET', `/floor/${ids.trattoria}`, team.otherOwner)).statusCode).toBe(404);
    expect((await call('GET', `/floor/${ids.pizzeria}`, team.staff)).statusCode).toBe(404);
    expect((await floorOf(ids.osteria, team.otherOwner)).areas).toEqual([]);
  });
});

describe('areas', () => {
  it('an owner adds, renames and deletes an empty area; each change is announced', async () => {
    const made = await call('POST', `/floor/${ids.trattoria}/areas`, team.owner, {
      name: 'Terrazza',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Terrazza', position: 2, tables: [] });
    expect(await lastEventOf(ids.trattoria)).toMatchObject({
      type: 'floor.updated',
      payload: { restaurant_id: ids.trattoria },
    });
    const id = made.json().id;
    const renamed = await call('PUT', `/floor-areas/${id}`, team.manager, {
      name: 'Terrazza panoramica',
      position: 5,
    });
    expect(renamed.json()).toMatchObject({ name: 'Terrazza panoramica', position: 5 });
    const gone = await call('DELETE', `/floor-areas/${id}`, team.manager);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await floorOf(ids.trattoria)).areas.map((a) => a.name)).toEqual(['Sala', 'Dehors']);
  });

  it('refuses a name taken, an area with tables, staff and another business, and changes nothing', async () => {
    const before = await floorOf(ids.trattoria);
    const sala = areaNamed(before, 'Sala');
    const taken = await call('POST', `/floor/${ids.trattoria}/areas`, team.owner, {
      name: 'Dehors',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: 'taken' });
    expect(
      (await call('PUT', `/floor-areas/${sala.id}`, team.owner, { name: 'Dehors' })).statusCode,
    ).toBe(409);
    const full = await call('DELETE', `/floor-areas/${sala.id}`, team.owner);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/12 tables/);
    expect(
      (await call('POST', `/floor/${ids.trattoria}/areas`, team.staff, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/floor-areas/${sala.id}`, team.otherOwner)).statusCode).toBe(404);
    expect(
      (await call('POST', `/floor/${ids.trattoria}/areas`, team.otherOwner, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    for (const bad of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'a\nb' },
      { name: 'Sala', extra: 1 },
      { name: 'Sala', position: -1 },
    ]) {
      const res = await call('POST', `/floor/${ids.trattoria}/areas`, team.owner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await floorOf(ids.trattoria)).toEqual(before);
  });
});

describe('tables', () => {
  it('an owner adds a table with its own QR token, changes it, moves it and deletes it', async () => {
    const floor = await floorOf(ids.trattoria);
    const dehors = areaNamed(floor, 'Dehors');
    const made = await call('POST', `/floor-areas/${dehors.id}/tables`, team.owner, A_TABLE);
    expect(made.statusCode, made.body).toBe(201);
    const table: FloorTable = made.json();
    expect(table).toMatchObject({
      ...A_TABLE,
      area_id: dehors.id,
      active: true,
      neighbour_ids: [],
    });
    expect(table.qr_token).toMatch(TABLE_QR_TOKEN_PATTERN);
    const sala = areaNamed(floor, 'Sala');
    const changed = await call('PUT', `/floor-tables/${table.id}`, team.manager, {
      ...A_TABLE,
      area_id: sala.id,
      name: 'T 1',
      shape: 'round',
      rotation: 359,
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      area_id: sala.id,
      name: 'T 1',
      rotation: 359,
      active: false,
    });
    const gone = await call('DELETE', `/floor-tables/${table.id}`, team.owner);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await floorOf(ids.trattoria)).toEqual(floor);
  });

  it('refuses bad tables with 400, a name taken with 409, and changes nothing', async () => {
    const before = await floorOf(ids.trattoria);
    const sala = areaNamed(before, 'Sala');
    const bads: object[] = [
      { ...A_TABLE, seats_min: 0 },
      { ...A_TABLE, seats_max: 10_000 },
      { ...A_TABLE, seats_min: 5, seats_max: 4 },
      { ...A_TABLE, x: -1 },
      { ...A_TABLE, x: 58 },
      { ...A_TABLE, y: 39, height: 2 },
      { ...A_TABLE, x: 1e12 },
      { ...A_TABLE, x: 1.5 },
      { ...A_TABLE, width: 0 },
      { ...A_TABLE, width: 11 },
      { ...A_TABLE, rotation: 400 },
      { ...A_TABLE, rotation: -90 },
      { ...A_TABLE, shape: 'hexagon' },
      { ...A_TABLE, name: '' },
      { ...A_TABLE, name: 'x'.repeat(21) },
      { ...A_TABLE, name: 'a\u0007b' },
      { ...A_TABLE, x: '1' },
      { ...A_TABLE, business_id: 2 },
      { ...A_TABLE, qr_token: 'x'.repeat(22) },
    ];
    for (const bad of bads) {
      const res = await call('POST', `/floor-areas/${sala.id}/tables`, team.owner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const nul = await call(
      'POST',
      `/floor-areas/${sala.id}/tables`,
      team.owner,
      JSON.stringify({ ...A_TABLE, name: 'a\u0000' }),
    );
    expect(nul.statusCode).toBe(400);
    const taken = await call('POST', `/floor-areas/${sala.id}/tables`, team.owner, {
      ...A_TABLE,
      name: '12',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: 'taken' });
    // Names are unique across the restaurant: "20" is the dehors'.
    expect(
      (await call('POST', `/floor-areas/${sala.id}/tables`, team.owner, { ...A_TABLE, name: '20' }))
        .statusCode,
    ).toBe(409);
    const one = tableNamed(before, '1');
    const renamed = await call('PUT', `/floor-tables/${one.id}`, team.owner, {
      ...A_TABLE,
      area_id: sala.id,
      name: '2',
    });
    expect(renamed.statusCode).toBe(409);
    expect(await floorOf(ids.trattoria)).toEqual(before);
  });

  it('keeps a hostile-looking name as text, exactly', async () => {
    const sala = areaNamed(await floorOf(ids.trattoria), 'Sala');
    for (const name of ["'; drop table x--", '<img src=x>', '{{7*7}} %s', 'Tavolo ☀️ Nº 3']) {
      const made = await call('POST', `/floor-areas/${sala.id}/tables`, team.owner, {
        ...A_TABLE,
        name,
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().name).toBe(name);
      const read = await call('GET', `/table-qr/${made.json().qr_token}`, {});
      expect(read.json().table_name).toBe(name);
      expect((await call('DELETE', `/floor-tables/${made.json().id}`, team.owner)).statusCode).toBe(
        200,
      );
    }
  });

  it('of two editors adding the same name at once, one wins and the other gets 409', async () => {
    const sala = areaNamed(await floorOf(ids.trattoria), 'Sala');
    const answers = await Promise.all(
      [team.owner, team.manager].map((who) =>
        call('POST', `/floor-areas/${sala.id}/tables`, who, { ...A_TABLE, name: 'Gemello' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = answers.find((r) => r.statusCode === 201)!.json();
    expect(tablesOf(await floorOf(ids.trattoria)).filter((x) => x.name === 'Gemello')).toHaveLength(
      1,
    );
    expect((await call('DELETE', `/floor-tables/${made.id}`, team.owner)).statusCode).toBe(200);
  });

  it("refuses another restaurant's area with 422 and another business's table with 404", async () => {
    const before = await floorOf(ids.trattoria);
    const pizzeriaSala = areaNamed(await floorOf(ids.pizzeria), 'Sala');
    const one = tableNamed(before, '1');
    const moved = await call('PUT', `/floor-tables/${one.id}`, team.owner, {
      ...A_TABLE,
      area_id: pizzeriaSala.id,
      name: '1',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().fields).toEqual({ area_id: 'not_found' });
    const osteriaArea = await call('POST', `/floor/${ids.osteria}/areas`, team.otherOwner, {
      name: 'Sala',
    });
    expect(osteriaArea.statusCode).toBe(201);
    const theirs = await call('PUT', `/floor-tables/${one.id}`, team.owner, {
      ...A_TABLE,
      area_id: osteriaArea.json().id,
      name: '1',
    });
    expect(theirs.statusCode).toBe(422);
    for (const [method, url] of [
      ['PUT', `/floor-tables/${one.id}`],
      ['DELETE', `/floor-tables/${one.id}`],
      ['POST', `/floor-tables/${one.id}/qr-token`],
      ['PUT', `/floor-tables/${one.id}/neighbours`],
      ['POST', `/floor-areas/${one.area_id}/tables`],
    ] as const) {
      const body = url.endsWith('neighbours')
        ? { neighbour_ids: [] }
        : url.includes('tables/') || method === 'POST'
          ? { ...A_TABLE, area_id: one.area_id }
          : undefined;
      const res = await call(
        method,
        url,
        team.otherOwner,
        method === 'DELETE' || url.endsWith('qr-token') ? undefined : body,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('DELETE', `/floor-tables/${one.id}`, team.staff)).statusCode).toBe(403);
    expect(await floorOf(ids.trattoria)).toEqual(before);
  });
});

describe('the layout', () => {
  it('saves many tables at once, and a table moved to another area is unjoined', async () => {
    const floor = await floorOf(ids.trattoria);
    const dehors = areaNamed(floor, 'Dehors');
    const [five, six, seven] = ['5', '6', '7'].map((n) => tableNamed(floor, n));
    const res = await call('PUT', `/floor/${ids.trattoria}/layout`, team.manager, {
      tables: [
        { id: five!.id, area_id: five!.area_id, x: 3, y: 30, width: 4, height: 4, rotation: 90 },
        { id: seven!.id, area_id: dehors.id, x: 30, y: 20, width: 4, height: 4, rotation: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after: Floor = res.json();
    expect(tableNamed(after, '5')).toMatchObject({
      x: 3,
      y: 30,
      rotation: 90,
      neighbour_ids: [six!.id],
    });
    expect(tableNamed(after, '7')).toMatchObject({ area_id: dehors.id, neighbour_ids: [] });
    expect(tableNamed(after, '6').neighbour_ids).toEqual([five!.id]);
    expect((await lastEventOf(ids.trattoria))?.type).toBe('floor.updated');
  });

  it("is all or nothing: another restaurant's table or area, off the grid, repeats or too many change nothing", async () => {
    const before = await floorOf(ids.trattoria);
    const pizzeria = await floorOf(ids.pizzeria);
    const one = tableNamed(before, '1');
    const place = {
      id: one.id,
      area_id: one.area_id,
      x: 0,
      y: 0,
      width: 3,
      height: 3,
      rotation: 0,
    };
    const theirs = tableNamed(pizzeria, '1');
    const refused = await call('PUT', `/floor/${ids.trattoria}/layout`, team.owner, {
      tables: [place, { ...place, id: theirs.id, area_id: theirs.area_id }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'tables.1.id': 'Not a table of this restaurant' });
    const foreignArea = await call('PUT', `/floor/${ids.trattoria}/layout`, team.owner, {
      tables: [{ ...place, area_id: pizzeria.areas[0]!.id }],
    });
    expect(foreignArea.statusCode).toBe(422);
    for (const tables of [
      [],
      [place, place],
      [{ ...place, x: 59 }],
      [{ ...place, rotation: 400 }],
      [{ ...place, y: -3 }],
      Array.from({ length: 301 }, (_, i) => ({ ...place, id: i + 1 })),
    ]) {
      const res = await call('PUT', `/floor/${ids.trattoria}/layout`, team.owner, { tables });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call('PUT', `/floor/${ids.trattoria}/layout`, team.staff, { tables: [place] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/floor/${ids.trattoria}/layout`, team.otherOwner, { tables: [place] }))
        .statusCode,
    ).toBe(404);
    expect(await floorOf(ids.trattoria)).toEqual(before);
  });
});

describe('joinable tables', () => {
  it('sets a table’s neighbours, seen from both sides; refuses itself, another area or restaurant', async () => {
    const floor = await floorOf(ids.trattoria);
    const [eight, nine, ten, one] = ['8', '9', '10', '1'].map((n) => tableNamed(floor, n));
    const res = await call('PUT', `/floor-tables/${eight!.id}/neighbours`, team.owner, {
      neighbour_ids: [nine!.id, ten!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(tableNamed(res.json(), '9').neighbour_ids).toEqual([eight!.id]);
    expect(tableNamed(res.json(), '8').neighbour_ids).toEqual(
      [nine!.id, ten!.id].sort((a, b) => a - b),
    );
    const twenty = tableNamed(floor, '20');
    const pizzeriaOne = tableNamed(await floorOf(ids.pizzeria), '1');
    const before = await floorOf(ids.trattoria);
    const refused = await call('PUT', `/floor-tables/${eight!.id}/neighbours`, team.owner, {
      neighbour_ids: [eight!.id, twenty.id, pizzeriaOne.id, 999_999],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual([
      'neighbour_ids.0',
      'neighbour_ids.1',
      'neighbour_ids.2',
      'neighbour_ids.3',
    ]);
    for (const neighbour_ids of [
      [one!.id, one!.id],
      Array.from({ length: 13 }, (_, i) => i + 1),
      ['x'],
      [0],
    ]) {
      expect(
        (await call('PUT', `/floor-tables/${eight!.id}/neighbours`, team.owner, { neighbour_ids }))
          .statusCode,
      ).toBe(400);
    }
    expect(await floorOf(ids.trattoria)).toEqual(before);
    const cleared = await call('PUT', `/floor-tables/${eight!.id}/neighbours`, team.owner, {
      neighbour_ids: [],
    });
    expect(tableNamed(cleared.json(), '9').neighbour_ids).toEqual([]);
  });

  it('deleting a table deletes its pairs', async () => {
    const floor = await floorOf(ids.pizzeria);
    const [one, two] = ['1', '2'].map((n) => tableNamed(floor, n));
    expect(two!.neighbour_ids).toEqual([one!.id]);
    expect((await call('DELETE', `/floor-tables/${one!.id}`, team.owner)).statusCode).toBe(200);
    expect(tableNamed(await floorOf(ids.pizzeria), '2').neighbour_ids).toEqual([]);
  });
});

describe('QR at the table', () => {
  it('the public read answers the restaurant and the table name only', async () => {
    const table = tableNamed(await floorOf(ids.trattoria), '3');
    const res = await call('GET', `/table-qr/${table.qr_token}`, {});
    expect(res.statusCode).toBe(200);
    const restaurant = (await call('GET', `/restaurant/${ids.trattoria}`, team.owner)).json();
    expect(res.json()).toEqual({
      restaurant_public_key: restaurant.public_key,
      restaurant_name: 'Trattoria Demo',
      table_name: '3',
    });
  });

  it('a regenerated token retires the old one; an inactive table, or a malformed token, is not found', async () => {
    const floor = await floorOf(ids.trattoria);
    const table = tableNamed(floor, '4');
    const fresh = await call('POST', `/floor-tables/${table.id}/qr-token`, team.manager);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().qr_token).not.toBe(table.qr_token);
    expect((await call('GET', `/table-qr/${table.qr_token}`, {})).statusCode).toBe(404);
    expect((await call('GET', `/table-qr/${fresh.json().qr_token}`, {})).statusCode).toBe(200);
    expect((await call('POST', `/floor-tables/${table.id}/qr-token`, team.staff)).statusCode).toBe(
      403,
    );

    const sala = areaNamed(floor, 'Sala');
    const { id: _id, area_id: _a, qr_token: _q, neighbour_ids: _n, ...fields } = table;
    await call('PUT', `/floor-tables/${table.id}`, team.owner, {
      ...fields,
      area_id: sala.id,
      active: false,
    });
    expect((await call('GET', `/table-qr/${fresh.json().qr_token}`, {})).statusCode).toBe(404);
    for (const token of ['short', 'x'.repeat(23), '%00'.repeat(8), `${'a'.repeat(21)}!`]) {
      expect((await call('GET', `/table-qr/${token}`, {})).statusCode).toBe(400);
    }
    expect((await call('GET', `/table-qr/${'A'.repeat(22)}`, {})).statusCode).toBe(404);
  });
});
