import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTWORK_NAMES, readArtwork } from './demo-art';
import { DEMO_DATA_DIR, DemoDataError } from './demo-data';
import { loadDemoMenus } from './demo-menus';

/** A copy of the real data files that a test may break. */
function copyOfDemoData() {
  const dir = mkdtempSync(join(tmpdir(), 'demo-data-'));
  cpSync(DEMO_DATA_DIR, dir, { recursive: true });
  copies.push(dir);
  return { dir, url: pathToFileURL(`${dir}/`) };
}
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo data files', () => {
  it('hold every drawing the seed names, and no other', () => {
    const files = readdirSync(new URL('art/', DEMO_DATA_DIR)).map((f) => f.replace(/\.svg$/, ''));
    expect(files.sort()).toEqual([...ARTWORK_NAMES].sort());
  });

  it('give each drawing the size its SVG renders at', async () => {
    for (const name of ARTWORK_NAMES) {
      const artwork = readArtwork(name);
      const rendered = await sharp(Buffer.from(artwork.svg)).metadata();
      expect([name, rendered.width, rendered.height]).toEqual([
        name,
        artwork.width,
        artwork.height,
      ]);
    }
    expect(readArtwork('trattoria-hero')).toMatchObject({ width: 2400, height: 1350 });
    expect(readArtwork('osteria-logo')).toMatchObject({ width: 512, height: 512 });
  });

  it('load the menus the demo prints, prices in euros', () => {
    const menus = loadDemoMenus();
    expect(menus.trattoria.map((m) => m.name.it)).toEqual([
      'Menù alla carta',
      'Pranzo di lavoro',
      'Vini e bevande',
      'Menù di Natale',
    ]);
    expect(menus.pizzeria).toHaveLength(1);
    expect(menus.osteria).toHaveLength(2);
    const carbonara = menus.trattoria[0]?.sections
      .flatMap((s) => s.dishes)
      .find((d) => d.name.it === 'Rigatoni alla carbonara');
    expect(carbonara).toMatchObject({ price: 13, available: true });
  });
});

describe('a broken demo data file', () => {
  it('fails the load naming the file and the place of each problem', () => {
    const { dir, url } = copyOfDemoData();
    const file = join(dir, 'menus/pizzeria.json');
    const menus = JSON.parse(JSON.stringify(loadDemoMenus(url).pizzeria));
    menus[0].sections[1].dishes[2].price = 'twelve';
    menus[0].sections[0].dishes[0].allergens = ['peanut butter'];
    writeFileSync(file, JSON.stringify(menus));

    expect(() => loadDemoMenus(url)).toThrow(DemoDataError);
    expect(() => loadDemoMenus(url)).toThrow(/Demo data menus\/pizzeria\.json is not valid/);
    expect(() => loadDemoMenus(url)).toThrow(/at \[0\]\.sections\[1\]\.dishes\[2\]\.price/);
    expect(() => loadDemoMenus(url)).toThrow(
      /at \[0\]\.sections\[0\]\.dishes\[0\]\.allergens\[0\]/,
    );
  });

  it('that is not JSON, or is missing, fails with a message that says so', () => {
    const { dir, url } = copyOfDemoData();
    writeFileSync(join(dir, 'menus/osteria.json'), '[{"name": ');
    expect(() => loadDemoMenus(url)).toThrow(/Demo data menus\/osteria\.json is not JSON/);
    rmSync(join(dir, 'menus/osteria.json'));
    expect(() => loadDemoMenus(url)).toThrow(/Demo data menus\/osteria\.json: cannot read it/);
  });

  it('fails a drawing without its size or its end', () => {
    const { dir, url } = copyOfDemoData();
    const file = join(dir, 'art/pizzeria-oven.svg');
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" height="900"></svg>');
    expect(() => readArtwork('pizzeria-oven', url)).toThrow(
      /art\/pizzeria-oven\.svg is not valid:[\s\S]*must be a size in pixels[\s\S]*width/,
    );
    writeFileSync(file, '<svg width="1600" height="900"><rect/>');
    expect(() => readArtwork('pizzeria-oven', url)).toThrow(/must end with <\/svg>/);
    writeFileSync(file, 'not a drawing');
    expect(() => readArtwork('pizzeria-oven', url)).toThrow(/must start with an <svg …> element/);
  });
});
