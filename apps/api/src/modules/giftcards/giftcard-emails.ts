import type { MailMessage } from '../../ports/mail/mail-port';

/** Who the email is for: the recipient, or the buyer's copy. */
export type GiftCardEmailKind = 'recipient' | 'buyer_copy';

interface Words {
  subject: Record<GiftCardEmailKind, (restaurant: string, from: string) => string>;
  intro: Record<GiftCardEmailKind, (from: string, to: string) => string>;
  value: string;
  code: string;
  until: string;
  message: string;
  open: string;
  use: string;
}

/** The five languages of the interface, as the booking emails'; any other reads English. */
const WORDS: Record<string, Words> = {
  it: {
    subject: {
      recipient: (r, from) =>
        from ? `${from} ti ha regalato una gift card di ${r}` : `La tua gift card di ${r}`,
      buyer_copy: (r) => `Copia della gift card di ${r} che hai regalato`,
    },
    intro: {
      recipient: (from) =>
        from ? `${from} ti ha regalato una gift card.` : 'Ecco la tua gift card.',
      buyer_copy: (_from, to) => `Questa è una copia della gift card inviata a ${to}.`,
    },
    value: 'Valore',
    code: 'Codice',
    until: 'Valida fino al',
    message: 'Messaggio',
    open: 'Apri la gift card (con il QR da mostrare al ristorante):',
    use: 'Usala al ristorante, mostrando il codice, oppure online: scrivi il codice nel campo “Hai una carta regalo?” quando ordini dal sito. Il resto rimane sulla carta.',
  },
  en: {
    subject: {
      recipient: (r, from) =>
        from ? `${from} has given you a ${r} gift card` : `Your ${r} gift card`,
      buyer_copy: (r) => `A copy of the ${r} gift card you gave`,
    },
    intro: {
      recipient: (from) =>
        from ? `${from} has given you a gift card.` : 'Here is your gift card.',
      buyer_copy: (_from, to) => `This is a copy of the gift card sent to ${to}.`,
    },
    value: 'Value',
    code: 'Code',
    until: 'Valid until',
    message: 'Message',
    open: 'Open the gift card (with the QR code to show at the restaurant):',
    use: 'Use it at the restaurant by showing the code, or online: type the code in the “Have a gift card?” field when you order on the website. What is left stays on the card.',
  },
  de: {
    subject: {
      recipient: (r, from) =>
        from ? `${from} schenkt Ihnen einen Gutschein von ${r}` : `Ihr Gutschein von ${r}`,
      buyer_copy: (r) => `Kopie des Gutscheins von ${r}, den Sie verschenkt haben`,
    },
    intro: {
      recipient: (from) =>
        from ? `${from} schenkt Ihnen einen Gutschein.` : 'Hier ist Ihr Gutschein.',
      buyer_copy: (_from, to) => `Dies ist eine Kopie des Gutscheins, der an ${to} gesendet wurde.`,
    },
    value: 'Wert',
    code: 'Code',
    until: 'Gültig bis',
    message: 'Nachricht',
    open: 'Gutschein öffnen (mit dem QR-Code für das Restaurant):',
    use: 'Lösen Sie ihn im Restaurant mit dem Code ein oder online: Geben Sie den Code beim Bestellen auf der Website im Feld „Hast du eine Geschenkkarte?“ ein. Der Rest bleibt auf der Karte.',
  },
  es: {
    subject: {
      recipient: (r, from) =>
        from ? `${from} te ha regalado una tarjeta regalo de ${r}` : `Tu tarjeta regalo de ${r}`,
      buyer_copy: (r) => `Copia de la tarjeta regalo de ${r} que has regalado`,
    },
    intro: {
      recipient: (from) =>
        from ? `${from} te ha regalado una tarjeta regalo.` : 'Aquí tienes tu tarjeta regalo.',
      buyer_copy: (_from, to) => `Esta es una copia de la tarjeta regalo enviada a ${to}.`,
    },
    value: 'Valor',
    code: 'Código',
    until: 'Válida hasta el',
    message: 'Mensaje',
    open: 'Abre la tarjeta regalo (con el código QR para mostrar en el restaurante):',
    use: 'Úsala en el restaurante mostrando el código, o en línea: escribe el código en el campo «¿Tienes una tarjeta regalo?» al pedir en la web. Lo que sobre queda en la tarjeta.',
  },
  fr: {
    subject: {
      recipient: (r, from) =>
        from ? `${from} vous offre une carte cadeau de ${r}` : `Votre carte cadeau de ${r}`,
      buyer_copy: (r) => `Copie de la carte cadeau de ${r} que vous avez offerte`,
    },
    intro: {
      recipient: (from) =>
        from ? `${from} vous offre une carte cadeau.` : 'Voici votre carte cadeau.',
      buyer_copy: (_from, to) => `Ceci est une copie de la carte cadeau envoyée à ${to}.`,
    },
    value: 'Valeur',
    code: 'Code',
    until: 'Valable jusqu’au',
    message: 'Message',
    open: 'Ouvrir la carte cadeau (avec le QR code à montrer au restaurant) :',
    use: 'Utilisez-la au restaurant en montrant le code, ou en ligne : saisissez le code dans le champ « Vous avez une carte cadeau ? » en commandant sur le site. Le reste demeure sur la carte.',
  },
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export interface GiftCardMail {
  to: string;
  businessId: number;
  language: string;
  restaurantName: string;
  buyerName: string;
  recipientName: string;
  amountCents: number;
  /** As printed: `ABCD-EFGH-JKM2`. */
  code: string;
  dateExpired: string;
  message: string;
  /** The card's page on the restaurant's own site. */
  pageUrl: string;
}

/** The card's email, in the guest's language: to the recipient, or the buyer's copy. */
export function giftCardEmail(kind: GiftCardEmailKind, mail: GiftCardMail): MailMessage {
  const language = WORDS[mail.language] ? mail.language : 'en';
  const w = WORDS[language]!;
  const restaurant = oneLine(mail.restaurantName);
  const from = oneLine(mail.buyerName);
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    mail.amountCents / 100,
  );
  const until = new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${mail.dateExpired}T00:00:00Z`));
  return {
    to: mail.to,
    businessId: mail.businessId,
    subject: w.subject[kind](restaurant, from),
    text: [
      w.intro[kind](from, oneLine(mail.recipientName)),
      '',
      `${w.value}: ${amount}`,
      `${w.code}: ${mail.code}`,
      `${w.until}: ${until}`,
      ...(mail.message.trim() ? ['', `${w.message}:`, mail.message.trim()] : []),
      '',
      w.open,
      mail.pageUrl,
      '',
      w.use,
      `— ${restaurant}`,
    ].join('\n'),
  };
}
