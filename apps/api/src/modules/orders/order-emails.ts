import type { MailMessage } from '../../ports/mail/mail-port';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** What a guest's email says, in the five languages of the interface; others read English. */
type GuestEmailKind = 'placed' | 'accepted' | 'rejected' | 'cancelled';

interface Words {
  subject: Record<GuestEmailKind, (restaurant: string, number: number) => string>;
  intro: Record<GuestEmailKind, string>;
  pickupAt: string;
  deliveryAt: string;
  readyAt: string;
  reason: string;
  total: string;
  /** The gift card's line and what is left to pay (decision 071). */
  giftCard: string;
  toPay: string;
  deliveryFee: string;
  follow: string;
  questions: string;
}

const WORDS: Record<string, Words> = {
  it: {
    subject: {
      placed: (r, n) => `${r}: abbiamo ricevuto il tuo ordine n. ${n}`,
      accepted: (r, n) => `${r}: il tuo ordine n. ${n} è confermato`,
      rejected: (r, n) => `${r}: non possiamo preparare il tuo ordine n. ${n}`,
      cancelled: (r, n) => `${r}: il tuo ordine n. ${n} è stato annullato`,
    },
    intro: {
      placed: 'Grazie! Il ristorante ha ricevuto il tuo ordine e lo confermerà a breve.',
      accepted: 'Il ristorante ha confermato il tuo ordine.',
      rejected: 'Ci dispiace: il ristorante non può preparare il tuo ordine.',
      cancelled: 'Il tuo ordine è stato annullato.',
    },
    pickupAt: 'Ritiro',
    deliveryAt: 'Consegna',
    readyAt: 'Pronto per le',
    reason: 'Motivo',
    total: 'Totale',
    giftCard: 'Carta regalo',
    toPay: 'Da pagare',
    deliveryFee: 'Consegna',
    follow: "Segui l'ordine qui:",
    questions: 'Per qualsiasi domanda chiama il ristorante:',
  },
  en: {
    subject: {
      placed: (r, n) => `${r}: we have received your order no. ${n}`,
      accepted: (r, n) => `${r}: your order no. ${n} is confirmed`,
      rejected: (r, n) => `${r}: we cannot prepare your order no. ${n}`,
      cancelled: (r, n) => `${r}: your order no. ${n} was cancelled`,
    },
    intro: {
      placed: 'Thank you! The restaurant has received your order and will confirm it shortly.',
      accepted: 'The restaurant has confirmed your order.',
      rejected: 'We are sorry: the restaurant cannot prepare your order.',
      cancelled: 'Your order was cancelled.',
    },
    pickupAt: 'Pickup',
    deliveryAt: 'Delivery',
    readyAt: 'Ready at',
    reason: 'Reason',
    total: 'Total',
    giftCard: 'Gift card',
    toPay: 'To pay',
    deliveryFee: 'Delivery',
    follow: 'Follow your order here:',
    questions: 'For any question call the restaurant:',
  },
  de: {
    subject: {
      placed: (r, n) => `${r}: Wir haben Ihre Bestellung Nr. ${n} erhalten`,
      accepted: (r, n) => `${r}: Ihre Bestellung Nr. ${n} ist bestätigt`,
      rejected: (r, n) => `${r}: Wir können Ihre Bestellung Nr. ${n} nicht zubereiten`,
      cancelled: (r, n) => `${r}: Ihre Bestellung Nr. ${n} wurde storniert`,
    },
    intro: {
      placed: 'Danke! Das Restaurant hat Ihre Bestellung erhalten und bestätigt sie in Kürze.',
      accepted: 'Das Restaurant hat Ihre Bestellung bestätigt.',
      rejected: 'Es tut uns leid: Das Restaurant kann Ihre Bestellung nicht zubereiten.',
      cancelled: 'Ihre Bestellung wurde storniert.',
    },
    pickupAt: 'Abholung',
    deliveryAt: 'Lieferung',
    readyAt: 'Fertig um',
    reason: 'Grund',
    total: 'Summe',
    giftCard: 'Geschenkkarte',
    toPay: 'Noch zu zahlen',
    deliveryFee: 'Lieferung',
    follow: 'Verfolgen Sie Ihre Bestellung hier:',
    questions: 'Bei Fragen rufen Sie das Restaurant an:',
  },
  fr: {
    subject: {
      placed: (r, n) => `${r} : nous avons reçu votre commande n° ${n}`,
      accepted: (r, n) => `${r} : votre commande n° ${n} est confirmée`,
      rejected: (r, n) => `${r} : nous ne pouvons pas préparer votre commande n° ${n}`,
      cancelled: (r, n) => `${r} : votre commande n° ${n} a été annulée`,
    },
    intro: {
      placed: 'Merci ! Le restaurant a reçu votre commande et la confirmera sous peu.',
      accepted: 'Le restaurant a confirmé votre commande.',
      rejected: 'Désolés : le restaurant ne peut pas préparer votre commande.',
      cancelled: 'Votre commande a été annulée.',
    },
    pickupAt: 'Retrait',
    deliveryAt: 'Livraison',
    readyAt: 'Prête à',
    reason: 'Motif',
    total: 'Total',
    giftCard: 'Carte cadeau',
    toPay: 'Reste à payer',
    deliveryFee: 'Livraison',
    follow: 'Suivez votre commande ici :',
    questions: 'Pour toute question, appelez le restaurant :',
  },
  es: {
    subject: {
      placed: (r, n) => `${r}: hemos recibido tu pedido n.º ${n}`,
      accepted: (r, n) => `${r}: tu pedido n.º ${n} está confirmado`,
      rejected: (r, n) => `${r}: no podemos preparar tu pedido n.º ${n}`,
      cancelled: (r, n) => `${r}: tu pedido n.º ${n} ha sido cancelado`,
    },
    intro: {
      placed: '¡Gracias! El restaurante ha recibido tu pedido y lo confirmará en breve.',
      accepted: 'El restaurante ha confirmado tu pedido.',
      rejected: 'Lo sentimos: el restaurante no puede preparar tu pedido.',
      cancelled: 'Tu pedido ha sido cancelado.',
    },
    pickupAt: 'Recogida',
    deliveryAt: 'Entrega',
    readyAt: 'Listo a las',
    reason: 'Motivo',
    total: 'Total',
    giftCard: 'Tarjeta regalo',
    toPay: 'Por pagar',
    deliveryFee: 'Entrega',
    follow: 'Sigue tu pedido aquí:',
    questions: 'Para cualquier pregunta llama al restaurante:',
  },
};

/** Email subjects and headers must stay one line, whatever a name holds. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

// An Intl formatter costs far more to make than to use, and an order's two emails used a dozen:
// one per language (and zone) and process. Bounded: cleared when it grows past a size.
const FORMATS_KEPT = 500;
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F) {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    if (formats.size >= FORMATS_KEPT) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

function money(cents: number, language: string) {
  return keptFormat(
    `money ${language}`,
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }),
  ).format(cents / 100);
}

function when(instant: Date, language: string, timeZone: string) {
  return keptFormat(
    `when ${language} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }),
  ).format(instant);
}

export interface OrderMailPlace {
  name: string;
  phone_number: string;
  time_zone: string;
  /** The tracking page on the restaurant's own site. */
  trackingUrl: string;
}

/** The guest's email about their order, in their language. */
export function guestOrderEmail(
  kind: GuestEmailKind,
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: OrderMailPlace,
): MailMessage {
  const language = WORDS[order.language] ? order.language : 'en';
  const w = WORDS[language]!;
  const name = oneLine(restaurant.name);
  const lines = items
    .filter((item) => item.kind === 'dish')
    .map((item) => {
      const variant = item.variant_name ? ` (${item.variant_name})` : '';
      const note = item.notes ? ` — ${item.notes}` : '';
      return `${item.quantity} × ${item.name}${variant}${note}  ${money(item.gross_cents, language)}`;
    });
  const at = order.ready_at ?? order.slot_start;
  return {
    to: order.email,
    businessId: order.business_id,
    subject: w.subject[kind](name, order.number),
    text: [
      w.intro[kind],
      ...(order.reason && (kind === 'rejected' || kind === 'cancelled')
        ? [`${w.reason}: ${order.reason}`]
        : []),
      '',
      `${order.type === 'delivery' ? w.deliveryAt : w.pickupAt}: ${when(at, language, restaurant.time_zone)}`,
      '',
      ...lines,
      ...(order.delivery_fee_cents > 0
        ? [`${w.deliveryFee}  ${money(order.delivery_fee_cents, language)}`]
        : []),
      `${w.total}  ${money(order.total_cents, language)}`,
      ...(order.gift_card_cents > 0
        ? [
            `${w.giftCard} ···${order.gift_card_last4 ?? ''}  −${money(order.gift_card_cents, language)}`,
            `${w.toPay}  ${money(order.total_cents - order.gift_card_cents, language)}`,
          ]
        : []),
      '',
      w.follow,
      restaurant.trackingUrl,
      '',
      `${w.questions} ${restaurant.phone_number}`,
      `— ${name}`,
    ].join('\n'),
  };
}

/** The restaurant's notice of a new order, in Italian like the dashboard's first language. */
export function restaurantOrderEmail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  restaurant: { name: string; time_zone: string },
  to: string,
  dashboardUrl: string,
): MailMessage {
  const type = order.type === 'delivery' ? 'consegna' : 'ritiro';
  return {
    to,
    businessId: order.business_id,
    replyTo: order.email || undefined,
    subject: `Nuovo ordine n. ${order.number} (${type}) — ${oneLine(order.customer_name)}`,
    text: [
      `Nuovo ordine online per ${oneLine(restaurant.name)}.`,
      '',
      `Cliente: ${oneLine(order.customer_name)}, ${order.phone}${order.email ? `, ${order.email}` : ''}`,
      `${type === 'consegna' ? 'Consegna' : 'Ritiro'}: ${order.asap ? 'prima possibile, ' : ''}${when(order.slot_start, 'it', restaurant.time_zone)}`,
      ...(order.delivery_address
        ? [
            `Indirizzo: ${order.delivery_address.address} ${order.delivery_address.street_number}, ${order.delivery_address.cap} ${order.delivery_address.city} ${order.delivery_address.notes}`.trim(),
          ]
        : []),
      ...(order.notes ? [`Note: ${order.notes}`] : []),
      '',
      ...items
        .filter((item) => item.kind === 'dish')
        .map(
          (item) =>
            `${item.quantity} × ${item.name}${item.variant_name ? ` (${item.variant_name})` : ''}${item.notes ? ` — ${item.notes}` : ''}`,
        ),
      '',
      `Totale ${money(order.total_cents, 'it')}, pagamento ${order.payment_method === 'card' ? 'con carta (pagato)' : 'al ristorante'}.`,
      ...(order.gift_card_cents > 0
        ? [
            order.gift_card_cents === order.total_cents
              ? `Pagato tutto con la carta regalo ···${order.gift_card_last4 ?? ''}.`
              : `Carta regalo ···${order.gift_card_last4 ?? ''}: ${money(order.gift_card_cents, 'it')}; resto da pagare ${money(order.total_cents - order.gift_card_cents, 'it')}.`,
          ]
        : []),
      '',
      `Accettalo o rifiutalo dalla dashboard: ${dashboardUrl}`,
    ].join('\n'),
  };
}
