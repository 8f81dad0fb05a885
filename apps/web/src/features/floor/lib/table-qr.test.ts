import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrFileName, tableMenuUrl } from './table-qr';

const https = { protocol: 'https:', port: '' };

describe('tableMenuUrl', () => {
  it("is the menu on the restaurant's site, in its language, naming the table's token", () => {
    expect(tableMenuUrl('trattoria.example.it', 'it', 'AbCdEfGhIjKlMnOpQrSt_-', https)).toBe(
      'https://trattoria.example.it/it/menu?table=AbCdEfGhIjKlMnOpQrSt_-',
    );
  });

  it("keeps the dashboard's protocol and port (development)", () => {
    expect(
      tableMenuUrl('trattoria.localhost', 'de', 'x'.repeat(22), {
        protocol: 'http:',
        port: '3000',
      }),
    ).toBe(`http://trattoria.localhost:3000/de/menu?table=${'x'.repeat(22)}`);
  });

  it('encodes what it puts in the path and the query', () => {
    const url = new URL(tableMenuUrl('a.example', 'it', 'a b&c=d', https));
    expect(url.searchParams.get('table')).toBe('a b&c=d');
    expect(url.pathname).toBe('/it/menu');
  });

  it('makes an SVG code of it (the download)', async () => {
    const svg = await QRCode.toString(tableMenuUrl('a.example', 'it', 'x'.repeat(22), https), {
      type: 'svg',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
  });
});

describe('qrFileName', () => {
  it('keeps letters and digits, accents plain, the rest dashes', () => {
    expect(qrFileName('tavolo', '12', 'svg')).toBe('tavolo-12.svg');
    expect(qrFileName('tavolo', 'Più bello / <script>', 'png')).toBe('tavolo-piu-bello-script.png');
    expect(qrFileName('', '🍕', 'png')).toBe('qr.png');
  });
});
