/**
 * Flat illustrations for the demo restaurants, drawn as SVG and rendered by sharp (librsvg).
 * No text and no fonts: letters are drawn as strokes, so they look the same on any machine.
 * Scatterings (crumbs, leaves, specks) come from a seeded generator, so every run draws the same.
 */

/** A drawing and the size it is rendered at. */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

type Random = () => number;

/** mulberry32: small, fast and good enough for placing crumbs. */
function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

/** The drawing `body` (in `viewWidth`×`viewHeight` units) rendered `width` pixels wide. */
function artwork(
  width: number,
  viewWidth: number,
  viewHeight: number,
  defs: string,
  body: string,
): Artwork {
  const height = Math.round((width * viewHeight) / viewWidth);
  return {
    width,
    height,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}"><defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`,
  };
}

/**
 * Gradients every drawing may use. No blur filters and no fine patterns: librsvg renders those
 * many times slower, and shadows and glows read as well as gradients or flat offset copies.
 */
const SHARED_DEFS = `
<radialGradient id="shadow-fade"><stop offset="0.6" stop-color="#1b0d05"/><stop offset="1" stop-color="#1b0d05" stop-opacity="0"/></radialGradient>
<radialGradient id="porcelain" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.75" stop-color="#f7f3ec"/><stop offset="1" stop-color="#e6dfd2"/></radialGradient>
<radialGradient id="porcelain-well" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#fdfbf7"/><stop offset="1" stop-color="#efe9de"/></radialGradient>
<linearGradient id="silver" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9aa0a8"/><stop offset="0.45" stop-color="#eef0f2"/><stop offset="1" stop-color="#a9aeb5"/></linearGradient>
<linearGradient id="basil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5fae4a"/><stop offset="1" stop-color="#2f7a2c"/></linearGradient>
<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.55" stop-color="#1a0a00" stop-opacity="0"/><stop offset="1" stop-color="#1a0a00" stop-opacity="0.45"/></radialGradient>
`;

let glowCount = 0;
/** A soft halo of light: a disc fading to nothing. */
function glow(cx: number, cy: number, r: number, colour: string, opacity: number) {
  const id = `glow-${++glowCount}`;
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.5" stop-color="${colour}" stop-opacity="${round(opacity * 0.6 * 100) / 100}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient><circle cx="${cx}" cy="${cy}" r="${round(r * 1.4)}" fill="url(#${id})"/>`;
}

/** Warm light from the upper left and darker corners, over the whole drawing. */
function warmLight(width: number, height: number, x = '35%', y = '30%') {
  return `<radialGradient id="warm-${x}-${y}" cx="${x}" cy="${y}" r="70%"><stop offset="0" stop-color="#ffe2a8" stop-opacity="0.28"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/></radialGradient>
<rect width="${width}" height="${height}" fill="url(#warm-${x}-${y})"/>
<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}

/** A closed, smooth, irregular outline around (cx, cy): sauces, breads, cheeses. */
function blobPath(
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  wobble = 0.18,
  points = 9,
  stretch = 1,
): string {
  const vertices = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * (1 + between(random, -wobble, wobble));
    return [cx + Math.cos(angle) * r * stretch, cy + Math.sin(angle) * r] as const;
  });
  // Catmull-Rom through the vertices, as cubic Béziers.
  let d = `M${round(vertices[0]![0])},${round(vertices[0]![1])}`;
  for (let i = 0; i < points; i++) {
    const [p0, p1, p2, p3] = [i - 1, i, i + 1, i + 2].map((k) => vertices[(k + points) % points]!);
    const c1 = [p1![0] + (p2![0] - p0![0]) / 6, p1![1] + (p2![1] - p0![1]) / 6];
    const c2 = [p2![0] - (p3![0] - p1![0]) / 6, p2![1] - (p3![1] - p1![1]) / 6];
    d += `C${round(c1[0]!)},${round(c1[1]!)} ${round(c2[0]!)},${round(c2[1]!)} ${round(p2![0])},${round(p2![1])}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------- shared pieces

function shadowCircle(cx: number, cy: number, r: number, opacity = 0.35, offset = 16) {
  return `<circle cx="${cx + offset * 0.6}" cy="${cy + offset}" r="${r * 1.1}" fill="url(#shadow-fade)" opacity="${opacity * 1.6}"/>`;
}

/** A white plate seen from above. */
function plate(cx: number, cy: number, r: number) {
  return `${shadowCircle(cx, cy, r)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#porcelain)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="url(#porcelain-well)" stroke="#e4dccd" stroke-width="${r * 0.012}"/>
<path d="M${cx - r * 0.82},${cy - r * 0.3} A${r * 0.87},${r * 0.87} 0 0 1 ${cx - r * 0.2},${cy - r * 0.85}" stroke="#ffffff" stroke-width="${r * 0.03}" fill="none" opacity="0.9" stroke-linecap="round"/>`;
}

/** A deep bowl seen from above, in a glaze colour. */
function bowl(cx: number, cy: number, r: number, glaze: string, rim: string) {
  return `${shadowCircle(cx, cy, r)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glaze}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.95}" fill="none" stroke="${rim}" stroke-width="${r * 0.03}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="#000" opacity="0.12"/>`;
}

/** A basil leaf, pointing right from its stalk at (0,0), then placed. */
function basilLeaf(x: number, y: number, angle: number, size: number) {
  const s = size / 80;
  return `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle)}) scale(${round(s * 100) / 100})">
<path d="M0,0 C18,-26 58,-28 84,0 C58,26 18,24 0,0Z" fill="url(#basil)"/>
<path d="M2,0 C30,-2 56,-1 80,0" stroke="#a5d98c" stroke-width="2.2" fill="none" opacity="0.7"/>
<path d="M22,-1 L34,-12 M38,0 L50,-13 M30,0 L40,11 M48,0 L58,10" stroke="#a5d98c" stroke-width="1.4" opacity="0.45"/>
</g>`;
}

/** A fork seen from above, its handle at (x, y), pointing along `angle`. */
function fork(x: number, y: number, angle: number, length: number) {
  const s = length / 360;
  const shape = `M0,-12 C0,-18 6,-20 14,-20 L150,-11 C175,-9 195,-7 212,-7 C236,-9 250,-25 270,-25 L360,-25 L360,-19 L278,-19 L278,-10 L360,-10 L360,-4 L278,-4 L278,4 L360,4 L360,10 L278,10 L278,19 L360,19 L360,25 L270,25 C250,25 236,9 212,7 C195,7 175,9 150,11 L14,20 C6,20 0,18 0,12Z`;
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${s})">
<path d="${shape}" transform="translate(8,14)" fill="#1b0d05" opacity="0.3"/>
<path d="${shape}" fill="url(#silver)"/>
<path d="M20,-6 L150,-3" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>
</g>`;
}

function knife(x: number, y: number, angle: number, length: number) {
  const s = length / 400;
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${s})">
<rect x="8" y="12" width="400" height="30" rx="15" fill="#1b0d05" opacity="0.28"/>
<rect x="0" y="0" width="170" height="30" rx="15" fill="#5a3a22"/>
<circle cx="40" cy="15" r="4" fill="#d9c7a0"/><circle cx="120" cy="15" r="4" fill="#d9c7a0"/>
<path d="M170,3 L380,3 C395,3 400,12 400,18 L400,24 L170,27Z" fill="url(#silver)"/>
</g>`;
}

function spoon(x: number, y: number, angle: number, length: number) {
  const s = length / 300;
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${s})">
<ellipse cx="250" cy="30" rx="55" ry="30" fill="#1b0d05" opacity="0.25"/>
<path d="M0,12 L190,16 L190,24 L0,28Z" fill="url(#silver)"/>
<ellipse cx="245" cy="20" rx="55" ry="28" fill="url(#silver)"/>
<ellipse cx="250" cy="18" rx="38" ry="16" fill="#ffffff" opacity="0.35"/>
</g>`;
}

/** A folded cloth napkin seen from above. */
function napkin(x: number, y: number, w: number, h: number, colour: string, angle = 0) {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">
<rect x="${x + 10}" y="${y + 16}" width="${w}" height="${h}" rx="8" fill="#1b0d05" opacity="0.25"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${colour}"/>
<path d="M${x + w * 0.62},${y} L${x + w * 0.62},${y + h}" stroke="#000" stroke-opacity="0.08" stroke-width="6"/>
<path d="M${x},${y + h * 0.5} L${x + w},${y + h * 0.5}" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>
</g>`;
}

/** A glass of wine seen from above: rim, wine, and the light on it. */
function wineGlassFromAbove(cx: number, cy: number, r: number, wine: string) {
  return `<circle cx="${cx + 14}" cy="${cy + 22}" r="${r}" fill="#3a0a0a" opacity="0.25"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${r * 0.05}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="${wine}"/>
<path d="M${cx - r * 0.5},${cy - r * 0.35} A${r * 0.6},${r * 0.6} 0 0 1 ${cx + r * 0.1},${cy - r * 0.6}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/>`;
}

/** Red-and-white checked cloth, turned a little, covering a `width`×`height` picture. */
function gingham(width: number, height: number, size: number, red: string, angle: number) {
  const reach = Math.hypot(width, height);
  const [cx, cy] = [width / 2, height / 2];
  // Two layers of translucent stripes: where they cross, the red doubles, as in woven gingham.
  let across = '';
  let down = '';
  let threads = '';
  for (let at = -reach; at < reach; at += size) {
    down += `M${round(cx + at)},${round(cy - reach)} h${size / 2} v${round(reach * 2)} h${-size / 2}Z `;
    across += `M${round(cx - reach)},${round(cy + at)} v${size / 2} h${round(reach * 2)} v${-size / 2}Z `;
    threads += `M${round(cx + at + size / 4)},${round(cy - reach)} v${round(reach * 2)} M${round(cx - reach)},${round(cy + at + size / 4)} h${round(reach * 2)} `;
  }
  return `<rect width="${width}" height="${height}" fill="#fbf4ea"/>
<g transform="rotate(${angle} ${cx} ${cy})"><path d="${down}" fill="${red}" opacity="0.55"/><path d="${across}" fill="${red}" opacity="0.55"/><path d="${threads}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1.5"/></g>`;
}

/** Planks of a wooden table, with grain. */
function woodTable(random: Random, width: number, height: number, tones: string[], plank = 180) {
  let body = '';
  for (let x = 0, i = 0; x < width; x += plank, i++) {
    body += `<rect x="${x}" y="0" width="${plank}" height="${height}" fill="${tones[i % tones.length]}"/>`;
    for (let g = 0; g < 7; g++) {
      const gx = x + between(random, 10, plank - 10);
      const wave = between(random, 6, 18);
      body += `<path d="M${round(gx)},0 C${round(gx + wave)},${height * 0.3} ${round(gx - wave)},${height * 0.6} ${round(gx + wave / 2)},${height}" stroke="#2a1406" stroke-opacity="${round(between(random, 0.06, 0.14) * 100) / 100}" stroke-width="${round(between(random, 1.5, 4))}" fill="none"/>`;
    }
    body += `<rect x="${x}" y="0" width="4" height="${height}" fill="#1f0e04" opacity="0.35"/>`;
  }
  return body;
}

// ---------------------------------------------------------------- Trattoria Demo

/** Spaghetti al pomodoro seen from above: a nest of strands, the sauce, basil and cheese. */
function spaghettiNest(random: Random, cx: number, cy: number, r: number) {
  let strands = '';
  for (let i = 0; i < 90; i++) {
    const radius = between(random, r * 0.25, r * 0.95);
    const start = between(random, 0, Math.PI * 2);
    const sweep = between(random, 1.2, 3.4);
    const ox = cx + between(random, -r * 0.1, r * 0.1);
    const oy = cy + between(random, -r * 0.1, r * 0.1);
    const x0 = ox + Math.cos(start) * radius;
    const y0 = oy + Math.sin(start) * radius;
    const x1 = ox + Math.cos(start + sweep) * radius;
    const y1 = oy + Math.sin(start + sweep) * radius;
    const d = `M${round(x0)},${round(y0)} A${round(radius)},${round(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${round(x1)},${round(y1)}`;
    strands += `<path d="${d}" stroke="#c98f2e" stroke-width="${r * 0.05}" fill="none" stroke-linecap="round" opacity="0.55"/>`;
    strands += `<path d="${d}" stroke="${random() < 0.5 ? '#f4cf78' : '#f0c15f'}" stroke-width="${r * 0.034}" fill="none" stroke-linecap="round"/>`;
  }
  const sauce = blobPath(random, cx, cy - r * 0.05, r * 0.42, 0.22, 11);
  let cheese = '';
  for (let i = 0; i < 45; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.55;
    cheese += `<rect x="${round(cx + Math.cos(a) * d)}" y="${round(cy + Math.sin(a) * d)}" width="${round(between(random, 4, 9))}" height="${round(between(random, 2, 4))}" rx="1" fill="#fff4c8" transform="rotate(${round(between(random, 0, 180))} ${round(cx + Math.cos(a) * d)} ${round(cy + Math.sin(a) * d)})"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r * 0.98}" fill="#b8792a" opacity="0.35"/>
${strands}
<path d="${sauce}" fill="#b3261e"/>
<path d="${blobPath(random, cx - r * 0.05, cy - r * 0.12, r * 0.26, 0.2, 8)}" fill="#d2402d"/>
<ellipse cx="${cx - r * 0.14}" cy="${cy - r * 0.2}" rx="${r * 0.08}" ry="${r * 0.04}" fill="#ffffff" opacity="0.35"/>
${cheese}
${basilLeaf(cx + r * 0.02, cy - r * 0.08, -40, r * 0.42)}
${basilLeaf(cx + r * 0.05, cy - r * 0.02, 25, r * 0.34)}
${basilLeaf(cx - r * 0.02, cy, 150, r * 0.3)}`;
}

function cherryTomato(x: number, y: number, r: number) {
  return `<circle cx="${x + 6}" cy="${y + 10}" r="${r}" fill="#1b0d05" opacity="0.3"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="#d83a2a"/>
<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.25}" fill="#ffffff" opacity="0.45"/>
<path d="M${x},${y - r * 0.2} l${r * 0.35},${-r * 0.25} M${x},${y - r * 0.2} l${-r * 0.35},${-r * 0.2} M${x},${y - r * 0.2} l0,${-r * 0.45}" stroke="#3f7f2f" stroke-width="${r * 0.14}" stroke-linecap="round"/>`;
}

export function trattoriaHero(): Artwork {
  const random = randomFrom(11);
  const [w, h] = [1600, 900];
  const body = `${gingham(w, h, 120, '#b71c1c', -10)}
${napkin(120, 250, 230, 420, '#f3ead8', -6)}
${fork(235, 640, -90, 360)}
${knife(1330, 250, 90, 380)}
${plate(820, 470, 330)}
${spaghettiNest(random, 820, 470, 225)}
${wineGlassFromAbove(1260, 170, 90, '#6b0f1f')}
${cherryTomato(420, 120, 30)}${cherryTomato(470, 150, 26)}${cherryTomato(1180, 800, 30)}
${basilLeaf(380, 820, -20, 90)}${basilLeaf(1460, 620, 200, 80)}
${warmLight(w, h)}`;
  return artwork(2400, w, h, '', body);
}

/** Rome from a terrace at sunset: domes, umbrella pines, warm facades, string lights. */
export function trattoriaTerrace(): Artwork {
  const random = randomFrom(12);
  const [w, h] = [1600, 1067];
  const defs = `<linearGradient id="rome-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d3461"/><stop offset="0.45" stop-color="#b8596a"/><stop offset="0.8" stop-color="#f3a35f"/><stop offset="1" stop-color="#ffd08a"/></linearGradient>
<linearGradient id="facade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9894f"/><stop offset="1" stop-color="#a9553a"/></linearGradient>`;
  const horizon = 640;
  // The far skyline: a great dome and bell towers, hazy.
  const far = `<g fill="#8c5470" opacity="0.85">
<rect x="880" y="${horizon - 120}" width="260" height="140"/>
<path d="M900,${horizon - 118} C900,${horizon - 300} 1120,${horizon - 300} 1120,${horizon - 118}Z"/>
<rect x="995" y="${horizon - 330}" width="30" height="60"/><path d="M990,${horizon - 330} L1010,${horizon - 370} L1030,${horizon - 330}Z"/>
<rect x="820" y="${horizon - 60}" width="70" height="80"/><rect x="1140" y="${horizon - 70}" width="80" height="90"/>
<rect x="380" y="${horizon - 190}" width="46" height="210"/><path d="M374,${horizon - 190} L403,${horizon - 240} L432,${horizon - 190}Z"/>
<rect x="1380" y="${horizon - 150}" width="40" height="170"/><path d="M1374,${horizon - 150} L1400,${horizon - 195} L1426,${horizon - 150}Z"/>
<path d="M0,${horizon - 20} L${w},${horizon - 30} L${w},${horizon + 40} L0,${horizon + 40}Z"/>
</g>`;
  let buildings = '';
  for (let x = -20; x < w; ) {
    const bw = between(random, 110, 200);
    const top = horizon - between(random, 10, 110);
    const tone = ['#c7744a', '#d88f55', '#b9623f', '#e0a463'][Math.floor(random() * 4)];
    buildings += `<rect x="${round(x)}" y="${round(top)}" width="${round(bw)}" height="${h}" fill="${tone}"/>`;
    buildings += `<rect x="${round(x - 6)}" y="${round(top - 12)}" width="${round(bw + 12)}" height="14" fill="#8f4330"/>`;
    for (let wy = top + 30; wy < horizon + 160; wy += 55) {
      for (let wx = x + 18; wx < x + bw - 30; wx += 42) {
        const lit = random() < 0.45;
        buildings += `<rect x="${round(wx)}" y="${round(wy)}" width="18" height="30" rx="9" fill="${lit ? '#ffd98a' : '#7a3b2c'}" opacity="${lit ? 0.95 : 0.6}"/>`;
      }
    }
    x += bw;
  }
  // Roman umbrella pines: a bare, leaning trunk and a flat, wide crown.
  const pine = (x: number, y: number, s: number) => {
    let crown = '';
    for (const [dx, dy, r, tone] of [
      [-60, 10, 60, '#2f3d31'],
      [60, 14, 58, '#2f3d31'],
      [0, -6, 70, '#3a4a3b'],
      [-95, 30, 40, '#2f3d31'],
      [100, 32, 42, '#34443a'],
      [-20, 20, 55, '#445645'],
    ] as const) {
      crown += `<path d="${blobPath(random, x + dx * s, y - 240 * s + dy * s, r * s, 0.12, 9, 1.9)}" fill="${tone}"/>`;
    }
    return `<g><path d="M${x - 8 * s},${y} C${x - 6 * s},${y - 100 * s} ${x + 8 * s},${y - 170 * s} ${x + 2 * s},${y - 220 * s} M${x},${y - 150 * s} C${x - 30 * s},${y - 190 * s} ${x - 60 * s},${y - 205 * s} ${x - 70 * s},${y - 225 * s} M${x + 4 * s},${y - 170 * s} C${x + 40 * s},${y - 200 * s} ${x + 70 * s},${y - 210 * s} ${x + 80 * s},${y - 228 * s}" stroke="#3b2b28" stroke-width="${12 * s}" fill="none" stroke-linecap="round"/>${crown}</g>`;
  };
  const lights = (() => {
    let out = '';
    for (const [y0, sag] of [
      [70, 120],
      [40, 170],
    ] as const) {
      out += `<path d="M-20,${y0} Q${w / 2},${y0 + sag * 2} ${w + 20},${y0}" stroke="#2a1c22" stroke-width="3" fill="none"/>`;
      for (let i = 1; i < 16; i++) {
        const t = i / 16;
        const x = -20 + t * (w + 40);
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        out += `${glow(round(x), round(y + 14), 26, '#ffcf6b', 0.6)}<circle cx="${round(x)}" cy="${round(y + 14)}" r="9" fill="#fff1c2"/>`;
      }
    }
    return out;
  })();
  let balusters = '';
  for (let x = 10; x < w; x += 64) {
    balusters += `<path d="M${x},${h - 40} L${x + 40},${h - 40} L${x + 34},${h - 70} C${x + 46},${h - 100} ${x + 46},${h - 130} ${x + 30},${h - 160} L${x + 10},${h - 160} C${x - 6},${h - 130} ${x - 6},${h - 100} ${x + 6},${h - 70}Z" fill="#efe0c4"/>`;
  }
  const geraniums = (x: number) => {
    let out = `<path d="M${x - 70},${h - 250} L${x + 70},${h - 250} L${x + 55},${h - 170} L${x - 55},${h - 170}Z" fill="#b5532f"/>`;
    out += `<path d="${blobPath(random, x, h - 280, 75, 0.2, 9, 1.3)}" fill="#3f6b32"/>`;
    for (let i = 0; i < 14; i++) {
      out += `<circle cx="${round(x + between(random, -80, 80))}" cy="${round(h - 290 + between(random, -45, 35))}" r="${round(between(random, 9, 16))}" fill="${random() < 0.5 ? '#e0323c' : '#f25a63'}"/>`;
    }
    return out;
  };
  const body = `<rect width="${w}" height="${h}" fill="url(#rome-sky)"/>
${glow(560, horizon - 90, 180, '#ffd08a', 0.55)}
<circle cx="560" cy="${horizon - 90}" r="70" fill="#ffe4ad"/>
${far}
${pine(190, horizon + 40, 1.25)}${pine(1290, horizon + 40, 1.05)}${pine(720, horizon + 20, 0.75)}
${buildings}
<rect x="0" y="${h - 200}" width="${w}" height="200" fill="#d9c6a2"/>
${balusters}
<rect x="0" y="${h - 200}" width="${w}" height="40" fill="#f3e7cf"/>
<rect x="0" y="${h - 48}" width="${w}" height="48" fill="#cdb58c"/>
${geraniums(230)}${geraniums(1380)}
${lights}`;
  return artwork(2000, w, h, defs, body);
}

/** A monogram badge: letters drawn as shapes, so no font is needed. */
function monogram(letters: string, ink: string, ground: string, sprig: string) {
  const [w, h] = [512, 512];
  const sprigs = [-1, 1]
    .map((side) => {
      let leaves = `<path d="M${256 + side * 12},404 C${256 + side * 70},400 ${256 + side * 112},378 ${256 + side * 138},340" stroke="${sprig}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      for (let i = 0; i < 5; i++) {
        const t = (i + 0.6) / 5.4;
        const x = 256 + side * (12 + 126 * t);
        const y = 404 - 64 * t * t - 4 * t;
        const angle = side > 0 ? -35 - 40 * t : 215 + 40 * t;
        for (const turn of [-38, 38]) {
          leaves += `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle + turn)})"><path d="M0,0 C6,-7 18,-7 24,0 C18,7 6,7 0,0Z" fill="${sprig}"/></g>`;
        }
      }
      return leaves;
    })
    .join('');
  const body = `<circle cx="256" cy="256" r="250" fill="${ground}"/>
<circle cx="256" cy="256" r="230" fill="none" stroke="${ink}" stroke-width="5"/>
<circle cx="256" cy="256" r="217" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.7"/>
<g fill="${ink}" fill-rule="evenodd">${letters}</g>
${sprigs}
<circle cx="256" cy="118" r="5" fill="${ink}"/><circle cx="234" cy="124" r="3" fill="${ink}"/><circle cx="278" cy="124" r="3" fill="${ink}"/>`;
  return artwork(512, w, h, '', body);
}

export function trattoriaLogo(): Artwork {
  // A serif T whose bar runs into the stem of a D.
  const letters = `<g transform="translate(-6,0)">
<rect x="150" y="170" width="118" height="12"/><rect x="150" y="170" width="8" height="28"/>
<rect x="196" y="170" width="22" height="150"/><rect x="184" y="315" width="46" height="6"/>
<path d="M252,170 H290 C355,170 372,215 372,245 C372,278 355,320 290,320 H244 V315 H252Z M274,182 V308 H288 C336,308 349,272 349,245 C349,220 336,182 288,182Z"/>
</g>`;
  return monogram(letters, '#e7bf63', '#8e2a2a', '#e7bf63');
}

// ---------------------------------------------------------------- galleries (4:3)

const GALLERY = { width: 1600, viewWidth: 1200, viewHeight: 900 } as const;
const galleryArtwork = (defs: string, body: string) =>
  artwork(GALLERY.width, GALLERY.viewWidth, GALLERY.viewHeight, defs, body);

/** Dark slate, for dishes that want contrast. */
function slate(random: Random) {
  let specks = '';
  for (let i = 0; i < 160; i++) {
    specks += `<circle cx="${round(between(random, 0, 1200))}" cy="${round(between(random, 0, 900))}" r="${round(between(random, 1, 3))}" fill="#ffffff" opacity="${round(between(random, 0.03, 0.1) * 100) / 100}"/>`;
  }
  return `<rect width="1200" height="900" fill="#2e3236"/><rect width="1200" height="900" fill="url(#slate-tone)"/>${specks}`;
}
const SLATE_DEFS = `<radialGradient id="slate-tone" cx="40%" cy="35%" r="80%"><stop offset="0" stop-color="#4a5056"/><stop offset="1" stop-color="#1f2225"/></radialGradient>`;

/** Linen: a light cloth with a fine weave, over the whole gallery picture. */
function linen(colour: string) {
  let warp = '';
  let weft = '';
  for (let at = 2; at < 1200; at += 6) {
    warp += `M${at},0 V900 `;
    if (at < 900) weft += `M0,${at} H1200 `;
  }
  return `<rect width="1200" height="900" fill="${colour}"/><path d="${weft}" stroke="#000" stroke-opacity="0.035" stroke-width="1.5"/><path d="${warp}" stroke="#fff" stroke-opacity="0.12" stroke-width="1.5"/>`;
}

/** Rigatoni alla carbonara in a white bowl, with guanciale and black pepper. */
export function trattoriaCarbonara(): Artwork {
  const random = randomFrom(21);
  const [cx, cy, r] = [620, 450, 330];
  let pasta = '';
  for (let i = 0; i < 70; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.58;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const angle = between(random, 0, 180);
    pasta += `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle)})"><rect x="-34" y="-13" width="68" height="26" rx="11" fill="#e9b95a"/><rect x="-34" y="-13" width="68" height="26" rx="11" fill="none" stroke="#c68f35" stroke-width="2"/><path d="M-24,-12 V12 M-12,-13 V13 M0,-13 V13 M12,-13 V13 M24,-12 V12" stroke="#c68f35" stroke-opacity="0.5" stroke-width="2"/><ellipse cx="34" cy="0" rx="5" ry="11" fill="#a8722a"/></g>`;
  }
  let guanciale = '';
  for (let i = 0; i < 16; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.5;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    guanciale += `<g transform="translate(${round(x)},${round(y)}) rotate(${round(between(random, 0, 90))})"><rect x="-16" y="-14" width="32" height="28" rx="6" fill="#a2452f"/><rect x="-16" y="-14" width="32" height="10" rx="4" fill="#f1d2b8"/></g>`;
  }
  let pepper = '';
  for (let i = 0; i < 140; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.62;
    pepper += `<circle cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" r="${round(between(random, 1.5, 3.5))}" fill="#2a1d14"/>`;
  }
  const body = `${slate(random)}
${napkin(860, 90, 260, 380, '#d8cbb3', 8)}
${fork(930, 600, -80, 300)}
${plate(cx, cy, r)}
<circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="#f2d38a" opacity="0.75"/>
${pasta}${guanciale}${pepper}
${bowl(1030, 750, 80, '#f4efe6', '#ffffff')}
<path d="${blobPath(random, 1030, 750, 52, 0.12, 9)}" fill="#f6e7b4"/>
${Array.from({ length: 40 }, () => `<rect x="${round(between(random, 990, 1065))}" y="${round(between(random, 712, 785))}" width="8" height="3" rx="1" fill="#fffaf0" transform="rotate(${round(between(random, 0, 180))} 1030 750)"/>`).join('')}
${warmLight(1200, 900)}`;
  return galleryArtwork(SLATE_DEFS, body);
}

/** Carciofi alla romana: artichokes seen from above, in a terracotta dish. */
export function trattoriaCarciofi(): Artwork {
  const random = randomFrom(22);
  const artichoke = (x: number, y: number, r: number, turn: number) => {
    let petals = '';
    for (let ring = 0; ring < 4; ring++) {
      const count = 10 - ring * 2;
      const radius = r * (1 - ring * 0.22);
      for (let i = 0; i < count; i++) {
        const angle = turn + (i / count) * 360 + ring * 17;
        const green = ['#6f8f46', '#7e9c52', '#8fae5e', '#a9c27a'][ring];
        petals += `<g transform="translate(${x},${y}) rotate(${round(angle)})"><path d="M0,0 C${radius * 0.35},${-radius * 0.28} ${radius * 0.8},${-radius * 0.22} ${radius},0 C${radius * 0.8},${radius * 0.22} ${radius * 0.35},${radius * 0.28} 0,0Z" fill="${green}" stroke="#4d6a32" stroke-width="2"/><path d="M${radius * 0.78},0 C${radius * 0.88},${-radius * 0.1} ${radius * 0.96},${-radius * 0.05} ${radius},0 C${radius * 0.96},${radius * 0.05} ${radius * 0.88},${radius * 0.1} ${radius * 0.78},0Z" fill="#7b3f6e"/></g>`;
      }
    }
    return `<circle cx="${x + 10}" cy="${y + 16}" r="${r}" fill="#1b0d05" opacity="0.3"/>${petals}<circle cx="${x}" cy="${y}" r="${r * 0.16}" fill="#c9d99a"/>`;
  };
  let mint = '';
  for (let i = 0; i < 9; i++) {
    mint += basilLeaf(
      between(random, 330, 870),
      between(random, 230, 670),
      between(random, 0, 360),
      between(random, 34, 50),
    );
  }
  const body = `${linen('#efe6d6')}
${napkin(40, 520, 300, 320, '#2f5d8a', -10)}
${shadowCircle(600, 450, 340)}
<circle cx="600" cy="450" r="340" fill="#c4693e"/><circle cx="600" cy="450" r="300" fill="#a9532f"/><circle cx="600" cy="450" r="300" fill="none" stroke="#e08a58" stroke-width="6"/>
<circle cx="600" cy="450" r="270" fill="#d9b56a" opacity="0.55"/>
${artichoke(490, 360, 130, 0)}${artichoke(720, 380, 125, 20)}${artichoke(600, 580, 130, 40)}
${mint}
<g transform="translate(1010,190) rotate(25)"><path d="M-90,0 A90,90 0 0 1 90,0Z" fill="#f3d54b"/><path d="M-74,0 A74,74 0 0 1 74,0Z" fill="#f9e98d"/><path d="M0,0 L-52,-52 M0,0 L0,-74 M0,0 L52,-52" stroke="#f3d54b" stroke-width="5"/></g>
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

/** Tiramisù, a slice seen from the side: sponge, cream and cocoa. */
export function trattoriaTiramisu(): Artwork {
  const random = randomFrom(23);
  let cocoa = '';
  for (let i = 0; i < 220; i++) {
    cocoa += `<circle cx="${round(between(random, 360, 840))}" cy="${round(between(random, 296, 318))}" r="${round(between(random, 1.5, 3))}" fill="#3e2314" opacity="0.8"/>`;
  }
  let plateDust = '';
  for (let i = 0; i < 80; i++) {
    plateDust += `<circle cx="${round(between(random, 280, 930))}" cy="${round(between(random, 640, 700))}" r="${round(between(random, 1.5, 3))}" fill="#5a3620" opacity="0.5"/>`;
  }
  const layers = [
    [320, 36, '#5b3421'],
    [356, 70, '#f6ead2'],
    [426, 56, '#a9683a'],
    [482, 70, '#f3e4c8'],
    [552, 56, '#9a5c33'],
  ] as const;
  const slice = layers
    .map(([y, hgt, fill]) => `<rect x="360" y="${y}" width="480" height="${hgt}" fill="${fill}"/>`)
    .join('');
  const body = `<rect width="1200" height="900" fill="#e9d6bd"/>
<rect y="560" width="1200" height="340" fill="#b98a5e"/>
<rect y="560" width="1200" height="12" fill="#a2764d"/>
<ellipse cx="600" cy="665" rx="460" ry="85" fill="url(#shadow-fade)" opacity="0.4"/>
<ellipse cx="600" cy="650" rx="420" ry="70" fill="url(#porcelain)"/>
<ellipse cx="600" cy="645" rx="330" ry="48" fill="#f7f2e9"/>
${plateDust}
<rect x="368" y="300" width="480" height="320" rx="10" fill="#1b0d05" opacity="0.2"/>
<g>${slice}<rect x="360" y="300" width="480" height="28" rx="6" fill="#6a3e24"/>${cocoa}
<path d="M360,426 C460,416 560,436 840,426" stroke="#7c4526" stroke-width="6" fill="none" opacity="0.5"/>
<path d="M360,552 C500,544 640,560 840,552" stroke="#7c4526" stroke-width="6" fill="none" opacity="0.5"/></g>
<g transform="translate(880,420)"><path d="M0,0 L60,0 L56,150 L4,150Z" fill="#ffffff"/><path d="M60,30 C100,30 100,90 58,90" stroke="#ffffff" stroke-width="14" fill="none"/><ellipse cx="30" cy="0" rx="30" ry="7" fill="#4a2a18"/></g>
<g transform="translate(215,610) rotate(-12)"><rect x="0" y="0" width="170" height="12" rx="6" fill="url(#silver)"/><path d="M170,-4 L230,-8 L230,-3 L176,0 L230,2 L230,7 L176,8 L230,12 L230,16 L170,14Z" fill="url(#silver)"/></g>
${glow(180, 170, 120, '#fff3d6', 0.5)}
${warmLight(1200, 900, '25%', '20%')}`;
  return galleryArtwork('', body);
}

/** A wine glass seen from the side, tilted, holding `wine`. */
function wineGlassSide(x: number, y: number, angle: number, scale: number, wine: string) {
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${scale})">
<path d="M-70,-300 C-80,-200 -70,-130 0,-110 C70,-130 80,-200 70,-300Z" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.75" stroke-width="4"/>
<path d="M-73,-215 C-72,-170 -55,-125 0,-114 C55,-125 72,-170 73,-215Z" fill="${wine}"/>
<ellipse cx="0" cy="-215" rx="73" ry="10" fill="#a8323f"/>
<path d="M-50,-285 C-58,-230 -55,-180 -38,-150" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="-5" y="-112" width="10" height="110" fill="#ffffff" fill-opacity="0.7"/>
<ellipse cx="0" cy="0" rx="55" ry="10" fill="#ffffff" fill-opacity="0.7"/>
</g>`;
}

/** Two glasses of red raised in a toast, with the room's lights behind. */
export function trattoriaWineToast(): Artwork {
  const random = randomFrom(24);
  let bokeh = '';
  for (let i = 0; i < 36; i++) {
    const hue = ['#ffcf7a', '#ffb36b', '#ff8f5e', '#ffe3a1'][i % 4];
    bokeh += `<circle cx="${round(between(random, 0, 1200))}" cy="${round(between(random, 0, 620))}" r="${round(between(random, 20, 70))}" fill="${hue}" opacity="${round(between(random, 0.12, 0.35) * 100) / 100}"/>`;
  }
  const body = `<defs><radialGradient id="room" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#6b2e2a"/><stop offset="1" stop-color="#1e0c0c"/></radialGradient></defs>
<rect width="1200" height="900" fill="url(#room)"/>
<g>${bokeh}</g>
<rect y="700" width="1200" height="200" fill="#3b1d14"/><rect y="700" width="1200" height="8" fill="#5a2e1f"/>
${wineGlassSide(500, 760, 12, 1.25, '#7d1022')}
${wineGlassSide(720, 760, -12, 1.25, '#7d1022')}
<path d="M585,300 l10,-30 M610,296 l18,-22 M560,296 l-4,-30" stroke="#ffe7b0" stroke-width="5" stroke-linecap="round"/>
${warmLight(1200, 900, '50%', '30%')}`;
  return galleryArtwork('', body);
}

/** A bread basket from above: rolls, focaccia and grissini on a napkin. */
export function trattoriaBread(): Artwork {
  const random = randomFrom(25);
  const roll = (x: number, y: number, r: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><path d="${blobPath(random, x + 6, y + 10, r, 0.08, 8, 1.25)}" fill="#1b0d05" opacity="0.3"/><path d="${blobPath(random, x, y, r, 0.08, 8, 1.25)}" fill="#c9873c"/><path d="${blobPath(random, x - r * 0.1, y - r * 0.15, r * 0.7, 0.1, 8, 1.25)}" fill="#dea25a"/><path d="M${x - r * 0.7},${y - r * 0.1} C${x - r * 0.2},${y - r * 0.4} ${x + r * 0.3},${y - r * 0.3} ${x + r * 0.8},${y - r * 0.05}" stroke="#f3d19a" stroke-width="${r * 0.1}" fill="none" stroke-linecap="round"/></g>`;
  const focaccia = (x: number, y: number, angle: number) => {
    let dimples = '';
    for (let i = 0; i < 9; i++) {
      dimples += `<ellipse cx="${x - 60 + (i % 3) * 60 + between(random, -8, 8)}" cy="${y - 45 + Math.floor(i / 3) * 45 + between(random, -6, 6)}" rx="9" ry="6" fill="#c48a3a"/>`;
    }
    return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 95}" y="${y - 75}" width="190" height="150" rx="18" fill="#1b0d05" opacity="0.28" transform="translate(6,10)"/><rect x="${x - 95}" y="${y - 75}" width="190" height="150" rx="18" fill="#e9bd6a"/><rect x="${x - 85}" y="${y - 65}" width="170" height="130" rx="14" fill="#f2cd7f"/>${dimples}<path d="M${x - 40},${y - 10} l14,-8 M${x + 30},${y + 20} l12,-10 M${x + 10},${y - 40} l-14,-6" stroke="#4d6b32" stroke-width="4" stroke-linecap="round"/></g>`;
  };
  let grissini = '';
  for (let i = 0; i < 6; i++) {
    const y = 650 + i * 18;
    grissini += `<path d="M${700 + i * 6},${y} L${1120 - i * 4},${y - 120 + i * 3}" stroke="#d7a35a" stroke-width="16" stroke-linecap="round"/><path d="M${700 + i * 6},${y - 3} L${1120 - i * 4},${y - 123 + i * 3}" stroke="#efc987" stroke-width="5" stroke-linecap="round"/>`;
  }
  let weave = '';
  for (let a = 0; a < 360; a += 6) {
    weave += `<path d="M${round(560 + Math.cos((a * Math.PI) / 180) * 330)},${round(430 + Math.sin((a * Math.PI) / 180) * 260)} L${round(560 + Math.cos((a * Math.PI) / 180) * 380)},${round(430 + Math.sin((a * Math.PI) / 180) * 300)}" stroke="#8a5a2b" stroke-width="9" opacity="0.55"/>`;
  }
  const body = `${linen('#e8dcc6')}
<ellipse cx="580" cy="455" rx="430" ry="345" fill="url(#shadow-fade)" opacity="0.5"/>
<ellipse cx="560" cy="430" rx="385" ry="305" fill="#b98447"/>${weave}
<ellipse cx="560" cy="430" rx="330" ry="260" fill="#8f5f2e"/>
<path d="M260,420 C300,200 560,140 760,200 C900,260 880,520 760,640 C560,720 300,640 260,420Z" fill="#f5efe1"/>
<path d="M300,300 L820,520 M360,220 L860,400" stroke="#b23a3a" stroke-width="14" opacity="0.5"/>
${focaccia(470, 470, -8)}
${roll(640, 330, 85, 20)}${roll(700, 520, 80, -30)}${roll(420, 290, 70, 60)}
${grissini}
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

/** An espresso from above: crema, saucer, spoon and a few beans on wood. */
export function trattoriaEspresso(): Artwork {
  const random = randomFrom(26);
  const bean = (x: number, y: number, angle: number) =>
    `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle)})"><ellipse cx="3" cy="5" rx="22" ry="15" fill="#1b0d05" opacity="0.35"/><ellipse rx="22" ry="15" fill="#4a2a17"/><ellipse rx="18" ry="11" fill="#5b3520"/><path d="M-16,0 C-6,-6 6,6 16,0" stroke="#2a160b" stroke-width="3" fill="none"/></g>`;
  let beans = '';
  for (let i = 0; i < 14; i++) {
    beans += bean(between(random, 120, 420), between(random, 560, 820), between(random, 0, 360));
  }
  const body = `${woodTable(random, 1200, 900, ['#8a5a35', '#94623b', '#7f5230'], 200)}
${shadowCircle(640, 420, 270)}
<circle cx="640" cy="420" r="270" fill="url(#porcelain)"/><circle cx="640" cy="420" r="190" fill="#efe8dc"/>
<circle cx="652" cy="438" r="170" fill="#1b0d05" opacity="0.25"/>
<circle cx="640" cy="420" r="165" fill="#ffffff"/><circle cx="640" cy="420" r="148" fill="#f3ede3"/>
<path d="M800,380 C880,380 890,460 800,460" stroke="#ffffff" stroke-width="30" fill="none"/>
<defs><radialGradient id="crema" cx="45%" cy="45%" r="55%"><stop offset="0" stop-color="#e2b27a"/><stop offset="0.7" stop-color="#b8743c"/><stop offset="1" stop-color="#6a3818"/></radialGradient></defs>
<circle cx="640" cy="420" r="132" fill="url(#crema)"/>
<path d="M600,400 C640,360 700,400 680,440 C660,470 610,450 630,420" stroke="#f0cf9f" stroke-width="8" fill="none" opacity="0.7" stroke-linecap="round"/>
${spoon(330, 300, 15, 260)}
<rect x="900" y="620" width="70" height="70" rx="8" fill="#fbfaf6" transform="rotate(14 935 655)"/>
<rect x="990" y="660" width="70" height="70" rx="8" fill="#f1eee6" transform="rotate(-8 1025 695)"/>
${beans}
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

// ---------------------------------------------------------------- Pizzeria Demo

/** Pizza margherita from above, on a wooden peel, on a floured stone counter. */
export function pizzeriaHero(): Artwork {
  const random = randomFrom(31);
  const [w, h] = [1600, 900];
  const [cx, cy, r] = [760, 450, 330];
  let flour = '';
  for (let i = 0; i < 300; i++) {
    flour += `<circle cx="${round(between(random, 0, w))}" cy="${round(between(random, 0, h))}" r="${round(between(random, 1, 4))}" fill="#ffffff" opacity="${round(between(random, 0.05, 0.3) * 100) / 100}"/>`;
  }
  // Grain across the peel: each line from edge to edge of the round blade (or of the handle).
  let grain = '';
  for (let i = 0; i < 40; i++) {
    const y = cy - 380 + i * 19 + between(random, -4, 4);
    const half = Math.sqrt(Math.max(0, 400 ** 2 - (y - cy) ** 2));
    const x0 = cx - half + 8;
    const x1 = Math.abs(y - cy) < 62 ? w : cx + half - 8;
    grain += `<path d="M${round(x0)},${round(y)} C${round(x0 + (x1 - x0) / 3)},${round(y + between(random, -8, 8))} ${round(x0 + ((x1 - x0) * 2) / 3)},${round(y + between(random, -8, 8))} ${round(x1)},${round(y)}" stroke="#7a4a22" stroke-opacity="${round(between(random, 0.1, 0.25) * 100) / 100}" stroke-width="${round(between(random, 1.5, 4))}" fill="none"/>`;
  }
  let char = '';
  for (let i = 0; i < 34; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = r * between(random, 0.9, 0.99);
    char += `<path d="${blobPath(random, cx + Math.cos(a) * d, cy + Math.sin(a) * d, between(random, 6, 16), 0.3, 6)}" fill="#5a2f14" opacity="${round(between(random, 0.55, 0.9) * 100) / 100}"/>`;
  }
  let sauce = '';
  for (let i = 0; i < 18; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.7;
    sauce += `<path d="${blobPath(random, cx + Math.cos(a) * d, cy + Math.sin(a) * d, between(random, 25, 55), 0.3, 7)}" fill="#a8261a" opacity="0.6"/>`;
  }
  const mozzarella = [
    [-120, -110, 62],
    [110, -140, 55],
    [170, 60, 66],
    [-40, 150, 60],
    [-190, 60, 50],
    [20, -10, 56],
  ]
    .map(
      ([dx, dy, s]) =>
        `<path d="${blobPath(random, cx + dx! + 4, cy + dy! + 7, s!, 0.22, 8)}" fill="#7a1d12" opacity="0.35"/><path d="${blobPath(random, cx + dx!, cy + dy!, s!, 0.22, 8)}" fill="#fbf6ea"/><path d="${blobPath(random, cx + dx! - s! * 0.2, cy + dy! - s! * 0.25, s! * 0.45, 0.2, 7)}" fill="#ffffff"/>`,
    )
    .join('');
  let oil = '';
  for (let i = 0; i < 14; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.75;
    oil += `<circle cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" r="${round(between(random, 4, 10))}" fill="#ffd54a" opacity="0.45"/>`;
  }
  const defs = `<linearGradient id="peel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9a663"/><stop offset="1" stop-color="#b07a3e"/></linearGradient>
<radialGradient id="crust" cx="50%" cy="50%" r="50%"><stop offset="0.86" stop-color="#d99a4e"/><stop offset="0.95" stop-color="#eab56a"/><stop offset="1" stop-color="#c9863f"/></radialGradient>
<radialGradient id="stone" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#4b4a4e"/><stop offset="1" stop-color="#232226"/></radialGradient>
`;
  const body = `<rect width="${w}" height="${h}" fill="url(#stone)"/>${flour}
<g transform="translate(18,26)" opacity="0.35"><circle cx="${cx}" cy="${cy}" r="400" fill="#000"/><rect x="${cx + 300}" y="${cy - 70}" width="${w}" height="140" rx="40" fill="#000"/></g>
<g fill="url(#peel)"><circle cx="${cx}" cy="${cy}" r="400"/><rect x="${cx + 300}" y="${cy - 70}" width="${w}" height="140" rx="40"/></g>${grain}
<circle cx="${cx + 8}" cy="${cy + 14}" r="${r}" fill="#3a1d0a" opacity="0.4"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#crust)"/>${char}
<circle cx="${cx}" cy="${cy}" r="${r * 0.85}" fill="#c7331f"/>${sauce}
${mozzarella}${oil}
${basilLeaf(cx - 60, cy - 40, -30, 95)}${basilLeaf(cx + 60, cy - 110, 40, 85)}${basilLeaf(cx + 40, cy + 110, 160, 90)}${basilLeaf(cx - 150, cy + 20, 200, 80)}${basilLeaf(cx + 150, cy - 10, -70, 75)}
${cherryTomato(190, 160, 38)}${cherryTomato(250, 205, 32)}${cherryTomato(1380, 160, 36)}
${basilLeaf(200, 720, -10, 110)}${basilLeaf(260, 760, 40, 90)}
<g transform="translate(1330,720)"><path d="${blobPath(random, 0, 0, 70, 0.1, 9)}" fill="#f3efe8"/><path d="${blobPath(random, -10, -8, 38, 0.15, 8)}" fill="#ffffff"/></g>
${warmLight(w, h, '40%', '35%')}`;
  return artwork(2400, w, h, defs, body);
}

/** The wood-fired oven: a tiled dome, the fire inside, logs stacked below. */
export function pizzeriaOven(): Artwork {
  const random = randomFrom(32);
  const [w, h] = [1600, 1067];
  let tiles = '';
  for (let row = 0; row < 11; row++) {
    const r = 560 - row * 48;
    const count = Math.max(6, Math.round(r / 22));
    for (let i = 0; i < count; i++) {
      const a0 = Math.PI + (i / count) * Math.PI;
      const a1 = Math.PI + ((i + 1) / count) * Math.PI;
      const inner = r - 46;
      const pts = [
        [800 + Math.cos(a0) * r, 760 + Math.sin(a0) * r],
        [800 + Math.cos(a1) * r, 760 + Math.sin(a1) * r],
        [800 + Math.cos(a1) * inner, 760 + Math.sin(a1) * inner],
        [800 + Math.cos(a0) * inner, 760 + Math.sin(a0) * inner],
      ].map(([x, y]) => `${round(x!)},${round(y!)}`);
      const tone = ['#b5452c', '#c2532f', '#a63e27', '#cf6a3a', '#9c3a25'][
        Math.floor(random() * 5)
      ];
      tiles += `<path d="M${pts.join(' L')}Z" fill="${tone}" stroke="#5a2a1a" stroke-width="3"/>`;
    }
  }
  let flames = '';
  for (let i = 0; i < 9; i++) {
    const x = 800 + between(random, -120, 120);
    const fh = between(random, 110, 210);
    const fw = between(random, 40, 70);
    flames += `<path d="M${round(x - fw)},700 C${round(x - fw)},${round(700 - fh * 0.5)} ${round(x - 10)},${round(700 - fh * 0.6)} ${round(x)},${round(700 - fh)} C${round(x + 10)},${round(700 - fh * 0.6)} ${round(x + fw)},${round(700 - fh * 0.5)} ${round(x + fw)},700Z" fill="${['#ff7b1c', '#ffb02e', '#ffd45c'][i % 3]}" opacity="0.9"/>`;
  }
  const log = (x: number, y: number, len: number) =>
    `<rect x="${x}" y="${y - 26}" width="${len}" height="52" rx="26" fill="#6b4226"/><ellipse cx="${x + len - 10}" cy="${y}" rx="24" ry="26" fill="#d8b07a"/><ellipse cx="${x + len - 10}" cy="${y}" rx="13" ry="15" fill="none" stroke="#9a7042" stroke-width="4"/>`;
  // Log ends stacked in the niche under the oven.
  let logEnds = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 8; i++) {
      const x = 612 + i * 54 + (row % 2) * 27;
      const y = 952 - row * 46;
      if (x > 1000) continue;
      logEnds += `<circle cx="${x}" cy="${y}" r="25" fill="#7a4a28"/><circle cx="${x}" cy="${y}" r="20" fill="#d8b07a"/><circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#a77a48" stroke-width="3"/><circle cx="${x}" cy="${y}" r="3" fill="#a77a48"/>`;
    }
  }
  const body = `<rect width="${w}" height="${h}" fill="#2a1812"/>
<rect y="760" width="${w}" height="${h - 760}" fill="#4a2c20"/>
${glow(800, 610, 420, '#ff8a2a', 0.35)}
${tiles}
<rect x="220" y="740" width="1160" height="60" fill="#d6c3a5"/><rect x="220" y="740" width="1160" height="10" fill="#efe2c9"/>
<path d="M560,740 L560,560 C560,380 1040,380 1040,560 L1040,740Z" fill="#efe2c9"/>
<path d="M590,740 L590,575 C590,420 1010,420 1010,575 L1010,740Z" fill="#1a0b06"/>
${glow(800, 660, 190, '#ff9a3a', 0.5)}
${flames}
${log(650, 715, 180)}${log(770, 722, 160)}
<rect x="220" y="800" width="1160" height="180" fill="#b98a5e"/>
<path d="M220,800 H1380" stroke="#8a5f3a" stroke-width="6"/>
<rect x="570" y="840" width="460" height="140" fill="#2a1812"/>${logEnds}
<g transform="translate(1260,120) rotate(18)"><rect x="-14" y="0" width="28" height="620" rx="14" fill="#8a5a32"/><path d="M-90,600 L90,600 L100,760 C100,800 -100,800 -100,760Z" fill="#a8733f"/></g>
${warmLight(w, h, '50%', '55%')}`;
  return artwork(2000, w, h, '', body);
}

// ---------------------------------------------------------------- Osteria Altro Gusto

/** A cypress: a tall, dark, flame-shaped tree. */
function cypress(x: number, base: number, height: number, tone = '#2c3a29') {
  const half = height * 0.11;
  return `<path d="M${x},${base - height} C${x + half * 0.5},${base - height * 0.75} ${x + half * 1.3},${base - height * 0.35} ${x + half * 0.6},${base} L${x - half * 0.6},${base} C${x - half * 1.3},${base - height * 0.35} ${x - half * 0.5},${base - height * 0.75} ${x},${base - height}Z" fill="${tone}"/>
<path d="M${x},${base - height * 0.92} C${x + half * 0.3},${base - height * 0.6} ${x + half * 0.7},${base - height * 0.35} ${x + half * 0.3},${base - height * 0.05}" stroke="#4d6342" stroke-width="${half * 0.25}" fill="none" opacity="0.6"/>`;
}

/** A hill across the picture: a smooth crest through the given heights. */
function hill(width: number, height: number, crest: [number, number][], fill: string) {
  let d = `M0,${height} L0,${crest[0]![1]}`;
  for (let i = 1; i < crest.length; i++) {
    const [x0, y0] = crest[i - 1]!;
    const [x1, y1] = crest[i]!;
    const mid = (x0 + x1) / 2;
    d += ` C${mid},${y0} ${mid},${y1} ${x1},${y1}`;
  }
  return `<path d="${d} L${width},${height}Z" fill="${fill}"/>`;
}

/** Tuscan hills at sunset: cypresses along a white road, vineyards, a farmhouse. */
export function osteriaHero(): Artwork {
  const random = randomFrom(41);
  const [w, h] = [1600, 900];
  const defs = `<linearGradient id="tuscan-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34406e"/><stop offset="0.4" stop-color="#a7607a"/><stop offset="0.7" stop-color="#f08a5d"/><stop offset="0.85" stop-color="#ffc27a"/></linearGradient>`;
  let rows = '';
  for (let i = 0; i < 14; i++) {
    const x = 820 + i * 55;
    rows += `<path d="M${x},${560 - i * 2} C${x + 40},${620} ${x + 30},${700} ${x - 10},${820}" stroke="#5d6a2e" stroke-width="7" fill="none" opacity="0.8" stroke-dasharray="14 9"/>`;
  }
  const roadCypresses = [
    [430, 600, 120],
    [470, 640, 135],
    [520, 690, 150],
    [585, 745, 170],
    [660, 810, 190],
  ]
    .map(([x, base, height]) => cypress(x!, base!, height!))
    .join('');
  let birds = '';
  for (let i = 0; i < 5; i++) {
    const x = 1100 + between(random, -120, 160);
    const y = 160 + between(random, -50, 60);
    const s = between(random, 10, 18);
    birds += `<path d="M${round(x - s)},${round(y)} Q${round(x - s / 2)},${round(y - s / 2)} ${round(x)},${round(y)} Q${round(x + s / 2)},${round(y - s / 2)} ${round(x + s)},${round(y)}" stroke="#3b2a3a" stroke-width="3" fill="none"/>`;
  }
  const body = `<rect width="${w}" height="${h}" fill="url(#tuscan-sky)"/>
${glow(1080, 420, 240, '#ffd08a', 0.6)}
<circle cx="1080" cy="430" r="80" fill="#ffe7b3"/>
${birds}
${hill(
  w,
  h,
  [
    [0, 430],
    [300, 400],
    [640, 450],
    [1000, 410],
    [1300, 440],
    [1600, 400],
  ],
  '#c9837d',
)}
${hill(
  w,
  h,
  [
    [0, 500],
    [260, 470],
    [560, 520],
    [900, 480],
    [1250, 520],
    [1600, 470],
  ],
  '#9c6a6a',
)}
${hill(
  w,
  h,
  [
    [0, 560],
    [380, 520],
    [760, 580],
    [1100, 540],
    [1600, 600],
  ],
  '#8a8a4e',
)}
${rows}
<path d="M420,540 C480,600 420,640 560,700 C700,760 560,820 720,${h}" stroke="#efd9a8" stroke-width="26" fill="none" stroke-linecap="round"/>
<g transform="translate(300,470)"><rect x="0" y="20" width="130" height="70" fill="#ead2a4"/><path d="M-10,24 L65,-10 L140,24Z" fill="#b5532f"/><rect x="90" y="-10" width="40" height="100" fill="#e2c28c"/><path d="M84,-8 L110,-30 L136,-8Z" fill="#a64a2a"/><rect x="20" y="45" width="16" height="22" fill="#6b4226"/><rect x="60" y="45" width="16" height="22" fill="#6b4226"/><rect x="103" y="15" width="12" height="18" fill="#6b4226"/></g>
${cypress(270, 560, 110)}${cypress(250, 560, 90)}${cypress(460, 545, 100)}
${roadCypresses}
${hill(
  w,
  h,
  [
    [0, 700],
    [300, 680],
    [700, 760],
    [1100, 720],
    [1600, 690],
  ],
  '#5f6b36',
)}
${hill(
  w,
  h,
  [
    [0, 800],
    [400, 770],
    [900, 830],
    [1600, 790],
  ],
  '#46512b',
)}
${cypress(120, 860, 380, '#24301f')}${cypress(210, 870, 300, '#24301f')}${cypress(1460, 860, 360, '#24301f')}
${warmLight(w, h, '65%', '45%')}`;
  return artwork(2400, w, h, defs, body);
}

/** The cellar: barrels under a brick vault, lit by one lamp. */
export function osteriaCellar(): Artwork {
  const random = randomFrom(42);
  const [w, h] = [1600, 1067];
  let bricks = '';
  for (let y = 0; y < h; y += 40) {
    const offset = (y / 40) % 2 ? 0 : 45;
    for (let x = -offset; x < w; x += 90) {
      const tone = ['#8a4a32', '#7a3f2b', '#94533a', '#6f3826'][Math.floor(random() * 4)];
      bricks += `<rect x="${x + 3}" y="${y + 3}" width="84" height="34" rx="4" fill="${tone}"/>`;
    }
  }
  const barrel = (x: number, y: number, r: number) =>
    `<circle cx="${x + 10}" cy="${y + 16}" r="${r}" fill="#000" opacity="0.35"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="#7b4a2a"/>
<circle cx="${x}" cy="${y}" r="${r * 0.92}" fill="none" stroke="#3a3030" stroke-width="${r * 0.08}"/>
<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#a06a3c"/>
${[-0.5, -0.25, 0, 0.25, 0.5].map((k) => `<path d="M${round(x + k * r * 1.6)},${round(y - Math.sqrt(Math.max(0, 1 - (k * 2) ** 2 * 0.4)) * r * 0.78)} V${round(y + Math.sqrt(Math.max(0, 1 - (k * 2) ** 2 * 0.4)) * r * 0.78)}" stroke="#7b4a2a" stroke-width="3" opacity="0.6"/>`).join('')}
<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="#5a341c" stroke-width="3"/>
<rect x="${x - 8}" y="${y + r * 0.35}" width="16" height="${r * 0.22}" rx="4" fill="#c9a24a"/>
<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.12}" fill="#ffffff" opacity="0.08"/>`;
  const body = `${bricks}
<rect width="${w}" height="${h}" fill="#1a0c06" opacity="0.35"/>
<path d="M0,0 H${w} V260 C1200,90 400,90 0,260Z" fill="#2a140b" opacity="0.75"/>
${glow(800, 260, 300, '#ffc46b', 0.45)}
<path d="M800,0 V190" stroke="#2a1a12" stroke-width="6"/>
<path d="M760,190 H840 L820,250 H780Z" fill="#3a2a20"/><circle cx="800" cy="262" r="22" fill="#fff1c2"/>
<rect y="920" width="${w}" height="${h - 920}" fill="#3a2418"/>
${barrel(340, 780, 150)}${barrel(660, 780, 150)}${barrel(980, 780, 150)}${barrel(1300, 780, 150)}
${barrel(500, 520, 140)}${barrel(820, 520, 140)}${barrel(1140, 520, 140)}
<rect x="100" y="905" width="${w - 200}" height="30" fill="#4a2f1f"/>
${warmLight(w, h, '50%', '25%')}`;
  return artwork(2000, w, h, '', body);
}

export function osteriaLogo(): Artwork {
  // An A whose right leg meets the bowl of a G.
  const letters = `<g transform="translate(-16,0)">
<path d="M207,170 H226 L277,320 H251 L216,214 L171,320 H160Z"/>
<rect x="178" y="266" width="60" height="10"/>
<rect x="148" y="315" width="34" height="6"/><rect x="240" y="315" width="50" height="6"/>
<path d="M386,206 C372,184 352,172 328,172 C284,172 258,208 258,246 C258,286 286,320 330,320 C352,320 372,312 388,300 V258 H344 V270 H366 V294 C356,302 344,306 330,306 C298,306 282,280 282,246 C282,212 298,186 328,186 C350,186 366,198 378,216Z"/>
</g>`;
  return monogram(letters, '#f3ead8', '#6b4226', '#a3b18a');
}

/** Ribollita in an earthenware bowl: beans, cavolo nero, bread and a swirl of new oil. */
export function osteriaRibollita(): Artwork {
  const random = randomFrom(51);
  const [cx, cy, r] = [580, 450, 310];
  let soup = '';
  for (let i = 0; i < 26; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.62;
    soup += `<path d="${blobPath(random, cx + Math.cos(a) * d, cy + Math.sin(a) * d, between(random, 18, 34), 0.35, 7, 1.4)}" fill="${random() < 0.5 ? '#2f4a2a' : '#3d5b33'}"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.64;
    soup += `<ellipse cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" rx="14" ry="9" fill="#efe0c2" stroke="#c9b48c" stroke-width="2" transform="rotate(${round(between(random, 0, 180))} ${round(cx + Math.cos(a) * d)} ${round(cy + Math.sin(a) * d)})"/>`;
  }
  for (let i = 0; i < 7; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.5;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    soup += `<rect x="${round(x - 26)}" y="${round(y - 22)}" width="52" height="44" rx="10" fill="#c99a5a" transform="rotate(${round(between(random, 0, 90))} ${round(x)} ${round(y)})"/>`;
  }
  let pepper = '';
  for (let i = 0; i < 90; i++) {
    const a = between(random, 0, Math.PI * 2);
    const d = Math.sqrt(random()) * r * 0.66;
    pepper += `<circle cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" r="${round(between(random, 1.5, 3))}" fill="#2a1d14"/>`;
  }
  const body = `${woodTable(random, 1200, 900, ['#6f4a2c', '#7a5232', '#664227'], 240)}
${bowl(cx, cy, r, '#b8683a', '#d98c58')}
<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="#8c6a3c"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="#a47d45" opacity="0.5"/>
${soup}
<path d="M${cx - 120},${cy - 20} C${cx - 60},${cy - 110} ${cx + 90},${cy - 80} ${cx + 60},${cy + 10} C${cx + 30},${cy + 80} ${cx - 60},${cy + 40} ${cx - 20},${cy - 10}" stroke="#c6b23a" stroke-width="14" fill="none" opacity="0.85" stroke-linecap="round"/>
${pepper}
${spoon(860, 700, -40, 320)}
<g transform="rotate(-15 1020 230)"><path d="${blobPath(random, 1020, 230, 110, 0.08, 9, 1.3)}" fill="#b07a3e"/><path d="${blobPath(random, 1020, 230, 90, 0.1, 9, 1.3)}" fill="#f1dcb0"/></g>
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

/** Bistecca alla fiorentina, sliced on its board, with rosemary and coarse salt. */
export function osteriaBistecca(): Artwork {
  const random = randomFrom(52);
  // Fanned slices, each with its seared edge and a rosy middle.
  const slices = Array.from({ length: 6 }, (_, i) => {
    const x = 540 + i * 62;
    return `<g transform="rotate(${-10 + i * 2} ${x + 45} 450)"><rect x="${x + 6}" y="300" width="92" height="300" rx="22" fill="#1b0d05" opacity="0.3"/><rect x="${x}" y="290" width="92" height="300" rx="22" fill="#4a2114"/><rect x="${x + 9}" y="300" width="74" height="280" rx="16" fill="#b9524b"/><rect x="${x + 22}" y="318" width="48" height="244" rx="14" fill="#dc7d74"/></g>`;
  }).join('');
  let salt = '';
  for (let i = 0; i < 60; i++) {
    const x = round(between(random, 180, 1040));
    const y = round(between(random, 220, 700));
    salt += `<rect x="${x}" y="${y}" width="7" height="7" fill="#ffffff" opacity="0.85" transform="rotate(45 ${x} ${y})"/>`;
  }
  const rosemary = (x: number, y: number, angle: number) => {
    let needles = '';
    for (let i = 0; i < 14; i++) {
      needles += `<path d="M${i * 14},0 l10,-18 M${i * 14 + 6},0 l10,18" stroke="#4f6b3a" stroke-width="5" stroke-linecap="round"/>`;
    }
    return `<g transform="translate(${x},${y}) rotate(${angle})"><path d="M0,0 H200" stroke="#6b5a3a" stroke-width="5"/>${needles}</g>`;
  };
  const body = `<rect width="1200" height="900" fill="#2b2420"/>
<rect x="130" y="170" width="960" height="580" rx="40" fill="#000" opacity="0.35" transform="translate(14,22)"/>
<rect x="130" y="170" width="960" height="580" rx="40" fill="#c08a52"/>
<rect x="150" y="190" width="920" height="540" rx="30" fill="#cf9a60"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M150,${210 + i * 38} C500,${200 + i * 38} 800,${225 + i * 38} 1070,${210 + i * 38}" stroke="#8a5a2e" stroke-opacity="0.18" stroke-width="3" fill="none"/>`).join('')}
<path d="M230,300 C300,260 430,270 480,330 L480,590 C420,640 300,630 240,580 C200,520 200,360 230,300Z" fill="#4a2114"/>
<path d="M250,320 C310,290 410,300 450,340 L450,570 C400,610 310,605 262,565 C232,520 230,370 250,320Z" fill="#9e4038"/>
<path d="M455,300 L505,300 L505,600 L455,600Z M300,430 H480 V465 H300Z" fill="#efe3cb"/>
${slices}
${salt}
${rosemary(300, 680, -6)}${rosemary(820, 240, 8)}
<g transform="translate(1000,650)"><circle r="56" fill="#f5d94a"/><circle r="46" fill="#fbeb8f"/><path d="M0,0 L0,-46 M0,0 L40,-23 M0,0 L40,23 M0,0 L0,46 M0,0 L-40,23 M0,0 L-40,-23" stroke="#f5d94a" stroke-width="4"/></g>
${warmLight(1200, 900, '40%', '30%')}`;
  return galleryArtwork('', body);
}

const FIASCO =
  'M500,120 L580,120 L580,330 C680,380 720,470 720,580 C720,700 640,790 540,790 C440,790 360,700 360,580 C360,470 400,380 500,330Z';

/** A straw-covered fiasco of Chianti and two glasses, by a sunny window. */
export function osteriaChianti(): Artwork {
  let straw = '';
  for (let i = 0; i < 22; i++) {
    straw += `<path d="M${352 + i * 18},440 C${340 + i * 18},560 ${350 + i * 18},680 ${380 + i * 15},800" stroke="${i % 2 ? '#d8b467' : '#c9a04f'}" stroke-width="18" fill="none"/>`;
  }
  const body = `<rect width="1200" height="900" fill="#e8cfa6"/>
<rect x="700" y="90" width="380" height="460" fill="#f8e7c2"/><rect x="700" y="90" width="380" height="460" fill="none" stroke="#b88b55" stroke-width="18"/>
<path d="M890,90 V550 M700,320 H1080" stroke="#b88b55" stroke-width="12"/>
<path d="M720,110 L1060,110 L1060,300 L720,300Z" fill="#9fc0d8" opacity="0.5"/>
<path d="M720,340 L870,340 L870,530 L720,530Z M910,340 L1060,340 L1060,530 L910,530Z" fill="#b7d19a" opacity="0.45"/>
<rect y="720" width="1200" height="180" fill="#7a4a2c"/><rect y="720" width="1200" height="14" fill="#935c38"/>
<ellipse cx="540" cy="790" rx="240" ry="22" fill="#2a140a" opacity="0.35"/>
<path d="${FIASCO}" fill="#3c5a2a"/>
<rect x="490" y="100" width="100" height="40" rx="8" fill="#8a1f2b"/>
<defs><clipPath id="fiasco"><path d="${FIASCO}"/></clipPath></defs>
<g clip-path="url(#fiasco)">${straw}<path d="M350,440 H730" stroke="#b58a3c" stroke-width="10"/></g>
<path d="M520,160 L520,320" stroke="#ffffff" stroke-opacity="0.3" stroke-width="14" stroke-linecap="round"/>
${wineGlassSide(830, 790, 0, 1.05, '#6e0f1e')}
${wineGlassSide(1010, 790, 0, 1.05, '#6e0f1e')}
${warmLight(1200, 900, '75%', '20%')}`;
  return galleryArtwork('', body);
}

/** A tagliere: salami, prosciutto, pecorino, olives and grapes on a board. */
export function osteriaTagliere(): Artwork {
  const random = randomFrom(54);
  const salami = (x: number, y: number, r: number) => {
    let fat = '';
    for (let i = 0; i < 14; i++) {
      const a = between(random, 0, Math.PI * 2);
      const d = Math.sqrt(random()) * r * 0.75;
      fat += `<circle cx="${round(x + Math.cos(a) * d)}" cy="${round(y + Math.sin(a) * d)}" r="${round(between(random, 3, 7))}" fill="#f3d6cc"/>`;
    }
    return `<circle cx="${x + 5}" cy="${y + 8}" r="${r}" fill="#2a0f0a" opacity="0.3"/><circle cx="${x}" cy="${y}" r="${r}" fill="#5e1c1c"/><circle cx="${x}" cy="${y}" r="${r * 0.9}" fill="#9a2f2f"/>${fat}`;
  };
  let salamis = '';
  for (let i = 0; i < 7; i++) salamis += salami(300 + i * 48, 300 + (i % 2) * 20, 62);
  const prosciutto = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${560 + i * 40},${520 + i * 24} C${620 + i * 40},${440 + i * 24} ${700 + i * 40},${600 + i * 24} ${780 + i * 40},${520 + i * 24} C${800 + i * 40},${560 + i * 24} ${720 + i * 40},${660 + i * 24} ${640 + i * 40},${610 + i * 24} C${600 + i * 40},${590 + i * 24} ${570 + i * 40},${600 + i * 24} ${560 + i * 40},${520 + i * 24}Z" fill="#e48a88" stroke="#f7dcd2" stroke-width="10"/>`,
    )
    .join('');
  const wedge = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x},${y}) rotate(${angle})"><path d="M0,0 L140,-40 L140,40Z" fill="#f5e3b3"/><path d="M140,-40 L140,40" stroke="#b58a4a" stroke-width="14"/><circle cx="70" cy="0" r="5" fill="#e9cf8f"/><circle cx="100" cy="12" r="4" fill="#e9cf8f"/></g>`;
  let olives = '';
  for (let i = 0; i < 12; i++) {
    const x = 880 + between(random, -60, 60);
    const y = 300 + between(random, -50, 50);
    olives += `<ellipse cx="${round(x)}" cy="${round(y)}" rx="20" ry="15" fill="${i % 3 ? '#6f7d2c' : '#3a2a2e'}" transform="rotate(${round(between(random, 0, 180))} ${round(x)} ${round(y)})"/>`;
  }
  let grapes = '';
  for (let i = 0; i < 16; i++) {
    const x = 300 + between(random, -70, 70) * (1 - i / 20);
    const y = 560 + i * 9 + between(random, -10, 10);
    grapes += `<circle cx="${round(x)}" cy="${round(y)}" r="24" fill="#5b2a5e"/><circle cx="${round(x - 7)}" cy="${round(y - 8)}" r="6" fill="#ffffff" opacity="0.3"/>`;
  }
  const body = `${woodTable(random, 1200, 900, ['#4b3022', '#553627', '#44291d'], 300)}
<rect x="110" y="140" width="980" height="620" rx="60" fill="#000" opacity="0.35" transform="translate(14,22)"/>
<rect x="110" y="140" width="980" height="620" rx="60" fill="#d19d62"/>
<rect x="128" y="158" width="944" height="584" rx="48" fill="#ddaa6e"/>
${salamis}${prosciutto}
${wedge(640, 250, 15)}${wedge(660, 330, 35)}${wedge(600, 330, -10)}
${bowl(880, 300, 110, '#f4efe6', '#ffffff')}${olives}
${grapes}
<g transform="translate(980,620)"><circle r="70" fill="#f4efe6"/><circle r="56" fill="#e3a93a"/><path d="M-20,-10 C0,-30 30,-10 20,10" stroke="#f6cf6d" stroke-width="8" fill="none" stroke-linecap="round"/></g>
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

/** Bread and the new olive oil: schiacciata, a dish of oil, olives, rosemary. */
export function osteriaBreadAndOil(): Artwork {
  const random = randomFrom(55);
  const slice = (x: number, y: number, angle: number) => {
    let holes = '';
    for (let i = 0; i < 12; i++) {
      holes += `<ellipse cx="${round(x + between(random, -70, 70))}" cy="${round(y + between(random, -40, 40))}" rx="${round(between(random, 5, 12))}" ry="${round(between(random, 3, 7))}" fill="#d8b57a"/>`;
    }
    return `<g transform="rotate(${angle} ${x} ${y})"><path d="${blobPath(random, x + 8, y + 12, 95, 0.06, 10, 1.3)}" fill="#1b0d05" opacity="0.3"/><path d="${blobPath(random, x, y, 95, 0.06, 10, 1.3)}" fill="#b0722f"/><path d="${blobPath(random, x, y, 82, 0.06, 10, 1.3)}" fill="#f3e2bc"/>${holes}</g>`;
  };
  let olives = '';
  for (let i = 0; i < 14; i++) {
    const x = 880 + between(random, -70, 70);
    const y = 650 + between(random, -55, 55);
    olives += `<ellipse cx="${round(x)}" cy="${round(y)}" rx="24" ry="17" fill="${i % 4 ? '#7d8a34' : '#4a3a2e'}" transform="rotate(${round(between(random, 0, 180))} ${round(x)} ${round(y)})"/><ellipse cx="${round(x - 6)}" cy="${round(y - 5)}" rx="7" ry="4" fill="#ffffff" opacity="0.25"/>`;
  }
  const body = `${linen('#ece2cf')}
${napkin(60, 80, 360, 300, '#8a2f2f', 6)}
${slice(330, 560, -10)}${slice(470, 690, 15)}${slice(250, 760, 5)}
${bowl(740, 330, 170, '#f4efe6', '#ffffff')}
<defs><radialGradient id="new-oil" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#d9d16a"/><stop offset="0.6" stop-color="#a9a12c"/><stop offset="1" stop-color="#6f7a1e"/></radialGradient></defs>
<circle cx="740" cy="330" r="130" fill="url(#new-oil)"/>
<path d="M680,360 C700,300 790,290 800,340 C808,380 750,400 730,370" stroke="#4a2418" stroke-width="9" fill="none" opacity="0.75" stroke-linecap="round"/>
<path d="M655,300 A95,95 0 0 1 720,245" stroke="#fffbe0" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>
${bowl(880, 650, 130, '#3f5a6e', '#5c7a90')}${olives}
<g transform="translate(1060,230) rotate(70)"><path d="M0,0 H220" stroke="#6b5a3a" stroke-width="5"/>${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 14},0 l10,-18 M${i * 14 + 6},0 l10,18" stroke="#4f6b3a" stroke-width="5" stroke-linecap="round"/>`).join('')}</g>
${warmLight(1200, 900)}`;
  return galleryArtwork('', body);
}

/** Cantucci and a glass of vin santo, to end the meal. */
export function osteriaCantucci(): Artwork {
  const random = randomFrom(56);
  const biscuit = (x: number, y: number, angle: number) => {
    let almonds = '';
    for (let i = 0; i < 3; i++) {
      almonds += `<ellipse cx="${round(x - 40 + i * 40 + between(random, -6, 6))}" cy="${round(y + between(random, -8, 8))}" rx="14" ry="9" fill="#f6ecd6" stroke="#a8763f" stroke-width="3"/>`;
    }
    return `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 90},${y + 30} L${x - 80},${y - 30} C${x - 30},${y - 45} ${x + 30},${y - 45} ${x + 80},${y - 30} L${x + 90},${y + 30}Z" fill="#c98b45"/><path d="M${x - 82},${y + 26} L${x - 74},${y - 22} C${x - 30},${y - 34} ${x + 30},${y - 34} ${x + 74},${y - 22} L${x + 82},${y + 26}Z" fill="#ecc98e"/>${almonds}</g>`;
  };
  const body = `<rect width="1200" height="900" fill="#3b2418"/>
${glow(760, 300, 320, '#c77b3a', 0.35)}
<rect y="640" width="1200" height="260" fill="#6b4226"/><rect y="640" width="1200" height="12" fill="#7f5232"/>
<ellipse cx="470" cy="700" rx="330" ry="48" fill="#1b0d05" opacity="0.4"/>
<ellipse cx="470" cy="690" rx="330" ry="48" fill="#e8dcc6"/><ellipse cx="470" cy="686" rx="290" ry="36" fill="#f4ecdd"/>
${biscuit(360, 640, -6)}${biscuit(520, 650, 8)}${biscuit(440, 585, -2)}${biscuit(600, 600, 14)}
<g transform="translate(860,700)">
<path d="M-75,-330 C-85,-240 -70,-170 0,-150 C70,-170 85,-240 75,-330Z" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
<path d="M-80,-260 C-75,-200 -60,-160 0,-154 C60,-160 75,-200 80,-260Z" fill="#c8822a"/>
<ellipse cx="0" cy="-260" rx="80" ry="10" fill="#e0a04a"/>
<path d="M-52,-315 C-60,-260 -58,-210 -40,-180" stroke="#ffffff" stroke-opacity="0.55" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="-5" y="-152" width="10" height="150" fill="#ffffff" fill-opacity="0.7"/><ellipse cx="0" cy="0" rx="60" ry="11" fill="#ffffff" fill-opacity="0.75"/>
</g>
${warmLight(1200, 900, '60%', '30%')}`;
  return galleryArtwork('', body);
}
