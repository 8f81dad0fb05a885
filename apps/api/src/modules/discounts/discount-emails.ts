import type { MailMessage } from '../../ports/mail/mail-port';

/** A personal code's email, in the guest's language (the five of the interface; others English). */
interface Words {
  subject: (restaurant: string) => string;
  greeting: (name: string) => string;
  intro: string;
  off: (what: string) => string;
  minimum: (amount: string) => string;
  until: (day: string) => string;
  how: string;
}

const WORDS: Record<string, Words> = {
  it: {
    subject: (r) => `${r}: un codice sconto per te`,
    greeting: (n) => `Ciao ${n},`,
    intro: 'ecco un codice sconto riservato a te:',
    off: (w) => `Sconto: ${w}`,
    minimum: (a) => `Con un ordine di almeno ${a}`,
    until: (d) => `Valido fino al ${d}`,
    how: 'Scrivilo nel campo "Codice sconto" quando ordini sul nostro sito.',
  },
  en: {
    subject: (r) => `${r}: a discount code for you`,
    greeting: (n) => `Hello ${n},`,
    intro: 'here is a discount code just for you:',
    off: (w) => `Discount: ${w}`,
    minimum: (a) => `On an order of at least ${a}`,
    until: (d) => `Valid until ${d}`,
    how: 'Type it in the "Discount code" field when you order on our site.',
  },
  de: {
    subject: (r) => `${r}: ein Rabattcode für Sie`,
    greeting: (n) => `Hallo ${n},`,
    intro: 'hier ist ein Rabattcode nur für Sie:',
    off: (w) => `Rabatt: ${w}`,
    minimum: (a) => `Ab einem Bestellwert von ${a}`,
    until: (d) => `Gültig bis ${d}`,
    how: 'Geben Sie ihn bei der Bestellung auf unserer Website im Feld „Rabattcode“ ein.',
  },
  es: {
    subject: (r) => `${r}: un código de descuento para ti`,
    greeting: (n) => `Hola ${n}:`,
    intro: 'aquí tienes un código de descuento solo para ti:',
    off: (w) => `Descuento: ${w}`,
    minimum: (a) => `Con un pedido de al menos ${a}`,
    until: (d) => `Válido hasta el ${d}`,
    how: 'Escríbelo en el campo "Código de descuento" cuando pidas en nuestra web.',
  },
  fr: {
    subject: (r) => `${r} : un code de réduction pour vous`,
    greeting: (n) => `Bonjour ${n},`,
    intro: 'voici un code de réduction rien que pour vous :',
    off: (w) => `Réduction : ${w}`,
    minimum: (a) => `Pour une commande d’au moins ${a}`,
    until: (d) => `Valable jusqu’au ${d}`,
    how: 'Saisissez-le dans le champ « Code de réduction » en commandant sur notre site.',
  },
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export interface PersonalCodeMail {
  to: string;
  businessId: number;
  language: string;
  customerName: string | null;
  restaurant: { name: string; time_zone: string };
  code: string;
  title: string;
  isPercentage: boolean;
  /** Basis points or cents, as stored. */
  amount: number;
  minAmountCents: number;
  validTo: Date | null;
  message: string;
}

/** The email that gives a guest their personal code. */
export function personalCodeEmail(m: PersonalCodeMail): MailMessage {
  const language = WORDS[m.language] ? m.language : 'en';
  const w = WORDS[language]!;
  const locale = language === 'en' ? 'en-GB' : language;
  const euros = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const off = m.isPercentage
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(m.amount / 100)} %`
    : euros(m.amount);
  const name = oneLine(m.restaurant.name);
  const day = m.validTo
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeZone: m.restaurant.time_zone,
      }).format(m.validTo)
    : null;
  return {
    to: m.to,
    businessId: m.businessId,
    subject: w.subject(name),
    text: [
      w.greeting(oneLine(m.customerName ?? '').split(' ')[0] ?? '').replace(/ ([,:])$/, '$1'),
      w.intro,
      '',
      `    ${m.code}`,
      '',
      oneLine(m.title),
      w.off(off),
      ...(m.minAmountCents > 0 ? [w.minimum(euros(m.minAmountCents))] : []),
      ...(day ? [w.until(day)] : []),
      ...(m.message ? ['', m.message] : []),
      '',
      w.how,
      `— ${name}`,
    ].join('\n'),
  };
}
