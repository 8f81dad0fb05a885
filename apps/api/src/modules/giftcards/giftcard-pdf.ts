import type { PublicGiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

// The card's printable PDF (issue 17: "a printable/PDF version"), written on the server so the
// link in the email and on the card's page opens the same file in every browser and phone, and a
// printer gets the QR sharp. One A4 page: the card in the restaurant's colour, the value, balance,
// expiry, the code with its QR, the message and the terms, in the card's language.

interface Words {
  giftCard: string;
  value: string;
  balance: string;
  until: string;
  code: string;
  for: (name: string) => string;
  from: (name: string) => string;
  at: (name: string) => string;
  howTo: string;
  terms: string;
  status: Record<PublicGiftCard['status'], string>;
}

/** The five languages of the interface, as the card's emails; any other reads English. */
const WORDS: Record<string, Words> = {
  it: {
    giftCard: 'Buono regalo',
    value: 'Valore',
    balance: 'Credito residuo',
    until: 'Valido fino al',
    code: 'Codice',
    for: (n) => `Per ${n}`,
    from: (n) => `Da ${n}`,
    at: (n) => `Da usare presso ${n}`,
    howTo:
      'Usa il buono al ristorante, mostrando il codice (o il QR) alla cassa, oppure online: scrivi il codice nel campo “Hai una carta regalo?” quando ordini dal sito. Il resto rimane sul buono.',
    terms: 'Condizioni',
    status: {
      active: 'Attivo',
      redeemed: 'Utilizzato',
      expired: 'Scaduto',
      pending: 'In attesa del pagamento',
      cancelled: 'Annullato',
    },
  },
  en: {
    giftCard: 'Gift card',
    value: 'Value',
    balance: 'Balance',
    until: 'Valid until',
    code: 'Code',
    for: (n) => `For ${n}`,
    from: (n) => `From ${n}`,
    at: (n) => `To use at ${n}`,
    howTo:
      'Use the card at the restaurant by showing the code (or the QR) at the counter, or online: type the code in the “Have a gift card?” field when you order on the website. What is left stays on the card.',
    terms: 'Terms',
    status: {
      active: 'Active',
      redeemed: 'Used',
      expired: 'Expired',
      pending: 'Awaiting payment',
      cancelled: 'Cancelled',
    },
  },
  de: {
    giftCard: 'Gutschein',
    value: 'Wert',
    balance: 'Restguthaben',
    until: 'Gültig bis',
    code: 'Code',
    for: (n) => `Für ${n}`,
    from: (n) => `Von ${n}`,
    at: (n) => `Einzulösen bei ${n}`,
    howTo:
      'Löse den Gutschein im Restaurant ein, indem du den Code (oder den QR-Code) an der Kasse zeigst, oder online: Gib den Code beim Bestellen auf der Website im Feld „Hast du eine Geschenkkarte?“ ein. Der Rest bleibt auf dem Gutschein.',
    terms: 'Bedingungen',
    status: {
      active: 'Aktiv',
      redeemed: 'Eingelöst',
      expired: 'Abgelaufen',
      pending: 'Zahlung ausstehend',
      cancelled: 'Storniert',
    },
  },
  fr: {
    giftCard: 'Carte cadeau',
    value: 'Valeur',
    balance: 'Solde',
    until: "Valable jusqu'au",
    code: 'Code',
    for: (n) => `Pour ${n}`,
    from: (n) => `De la part de ${n}`,
    at: (n) => `À utiliser chez ${n}`,
    howTo:
      'Utilisez la carte au restaurant en montrant le code (ou le QR) en caisse, ou en ligne : saisissez le code dans le champ « Vous avez une carte cadeau ? » en commandant sur le site. Le reste demeure sur la carte.',
    terms: 'Conditions',
    status: {
      active: 'Active',
      redeemed: 'Utilisée',
      expired: 'Expirée',
      pending: 'En attente du paiement',
      cancelled: 'Annulée',
    },
  },
  es: {
    giftCard: 'Tarjeta regalo',
    value: 'Valor',
    balance: 'Saldo',
    until: 'Válida hasta el',
    code: 'Código',
    for: (n) => `Para ${n}`,
    from: (n) => `De ${n}`,
    at: (n) => `Para usar en ${n}`,
    howTo:
      'Usa la tarjeta en el restaurante mostrando el código (o el QR) en caja, o en línea: escribe el código en el campo «¿Tienes una tarjeta regalo?» al pedir en la web. Lo que sobre queda en la tarjeta.',
    terms: 'Condiciones',
    status: {
      active: 'Activa',
      redeemed: 'Usada',
      expired: 'Caducada',
      pending: 'Pendiente de pago',
      cancelled: 'Anulada',
    },
  },
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const WHITE = rgb(1, 1, 1);
const FALLBACK_COLOUR = '#8c2f39';

/** `#rrggbb` (or `#rgb`) as pdf-lib's colour; the fallback for anything else. */
function colourOf(hex: string | null) {
  let value = (hex ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) value = [...value].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(value)) value = FALLBACK_COLOUR.slice(1);
  const n = Number.parseInt(value, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * The text as the standard fonts can write it (WinAnsi: Western European letters and €): the
 * narrow and no-break spaces Intl puts in amounts become spaces; anything else they lack (an
 * emoji, another script) is left out rather than printed as a wrong letter.
 */
function writable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\u00a0\u202f\u2009]/g, ' ')) {
    if (char === '\n' || char === '\r' || char === '\t') {
      out += ' ';
      continue;
    }
    try {
      font.encodeText(char);
      out += char;
    } catch {
      // Not in the font: left out.
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Lines of at most `width` points, breaking between words (a word too long is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of writable(font, paragraph).split(' ').filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The code's QR, drawn as squares (sharp at any zoom and on any printer). */
function drawQr(page: PDFPage, code: string, x: number, y: number, size: number) {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}

/** The card's PDF; the card has its code (it is paid). */
export async function giftCardPdf(card: PublicGiftCard & { code: string }): Promise<Uint8Array> {
  const words = WORDS[card.language] ?? (WORDS.en as Words);
  const locale = WORDS[card.language] ? card.language : 'en';
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const title = card.title || words.giftCard;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} · ${card.restaurant.name}`);
  pdf.setAuthor(card.restaurant.name);
  pdf.setSubject(words.giftCard);
  pdf.setLanguage(card.language);
  pdf.setProducer('Coperto');
  pdf.setCreator('Coperto');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  const inner = A4.width - MARGIN * 2;
  const text = (
    value: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    page.drawText(writable(font, value), {
      x,
      y,
      font,
      size: options.size ?? 11,
      color: options.color ?? INK,
    });
  };

  // The card itself: the restaurant's colour, its name, the title and the value.
  const cardHeight = 230;
  const cardTop = A4.height - MARGIN;
  const colour = colourOf(card.restaurant.primary_color);
  page.drawRectangle({
    x: MARGIN,
    y: cardTop - cardHeight,
    width: inner,
    height: cardHeight,
    color: colour,
  });
  let y = cardTop - 44;
  for (const line of wrap(bold, card.restaurant.name.toUpperCase(), 13, inner - 48).slice(0, 2)) {
    text(line, MARGIN + 24, y, { font: bold, size: 13, color: WHITE });
    y -= 17;
  }
  y -= 14;
  for (const line of wrap(bold, title, 26, inner - 48).slice(0, 2)) {
    text(line, MARGIN + 24, y, { font: bold, size: 26, color: WHITE });
    y -= 31;
  }
  text(euros.format(card.amount), MARGIN + 24, cardTop - cardHeight + 30, {
    font: bold,
    size: 40,
    color: WHITE,
  });

  // Who it is for and from.
  y = cardTop - cardHeight - 36;
  const people = [
    card.customer_name && words.for(card.customer_name),
    card.buyer_name && words.from(card.buyer_name),
  ].filter(Boolean);
  if (people.length > 0) {
    for (const line of wrap(bold, people.join(' · '), 14, inner)) {
      text(line, MARGIN, y, { font: bold, size: 14 });
      y -= 19;
    }
    y -= 8;
  }
  if (card.message) {
    // Left out first what the font lacks, so no space is left before the closing quote.
    const message = card.message
      .split(/\r?\n/)
      .map((line) => writable(regular, line))
      .join('\n');
    for (const line of wrap(regular, `“${message}”`, 12, inner).slice(0, 8)) {
      text(line, MARGIN, y, { size: 12, color: MUTED });
      y -= 16;
    }
    y -= 10;
  }

  // The facts on the left, the code and its QR on the right.
  const qrSize = 150;
  const factsTop = y;
  const facts: [string, string][] = [
    [words.value, euros.format(card.amount)],
    [words.balance, euros.format(card.balance)],
    [words.until, day.format(new Date(`${card.date_expired}T00:00:00Z`))],
  ];
  if (card.status !== 'active') facts.push(['', words.status[card.status]]);
  for (const [label, value] of facts) {
    if (label) text(label, MARGIN, y, { size: 10, color: MUTED });
    text(value, MARGIN, y - 17, { font: bold, size: 15 });
    y -= 44;
  }
  text(words.code, MARGIN, y, { size: 10, color: MUTED });
  text(card.code, MARGIN, y - 22, { font: bold, size: 22 });
  y -= 44;
  drawQr(page, card.code, MARGIN + inner - qrSize, factsTop - qrSize + 10, qrSize);
  y = Math.min(y, factsTop - qrSize) - 16;

  for (const line of wrap(regular, words.howTo, 11, inner)) {
    text(line, MARGIN, y, { size: 11 });
    y -= 15;
  }
  y -= 4;
  for (const line of wrap(bold, words.at(card.restaurant.name), 11, inner)) {
    text(line, MARGIN, y, { font: bold, size: 11 });
    y -= 15;
  }

  if (card.terms) {
    y -= 16;
    text(words.terms, MARGIN, y, { font: bold, size: 10, color: MUTED });
    y -= 14;
    for (const line of wrap(regular, card.terms, 9, inner)) {
      if (y < MARGIN) break;
      text(line, MARGIN, y, { size: 9, color: MUTED });
      y -= 12;
    }
  }
  return pdf.save();
}
