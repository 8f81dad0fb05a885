import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../app';

type Colour = { r: number; g: number; b: number };
const TERRACOTTA: Colour = { r: 190, g: 90, b: 60 };

/** A plain image of the given size and format, as a camera or an editor would hand it over. */
export function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff' = 'jpeg',
  background: Colour = TERRACOTTA,
) {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width`×`height`: a decompression bomb's calling card. */
export function pngClaimingSize(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POST /api/restaurant/{id}/images with the file's bytes as the body. */
export function postImage(
  app: App,
  restaurantId: number,
  bytes: Buffer | string,
  options: { headers?: Record<string, string>; area?: string; contentType?: string } = {},
) {
  const query = options.area ? `?area=${options.area}` : '';
  return app.inject({
    method: 'POST',
    url: `/api/restaurant/${restaurantId}/images${query}`,
    headers: { 'content-type': options.contentType ?? 'image/jpeg', ...options.headers },
    payload: bytes,
  });
}
