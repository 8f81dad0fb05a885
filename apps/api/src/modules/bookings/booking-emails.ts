import type { MailMessage } from '../../ports/mail/mail-port';
import { bookingCalendarFile } from './booking-calendar';
import type { BookingRow } from './bookings.repository';

/** What a guest's email is about. */
export type GuestBookingEmailKind =
  | 'requested'
  | 'confirmed'
  | 'changed'
  | 'cancelled'
  | 'reminder';

interface Words {
  subject: Record<GuestBookingEmailKind, (restaurant: string) => string>;
  intro: Record<GuestBookingEmailKind, string>;
  when: string;
  party: (n: number) => string;
  notes: string;
  reason: string;
  manage: string;
  confirm: string;
  cancel: string;
  questions: string;
  calendar: string;
}

/** The five languages of the interface; any other reads English. */
const WORDS: Record<string, Words> = {
  it: {
    subject: {
      requested: (r) => `${r}: abbiamo ricevuto la tua richiesta di prenotazione`,
      confirmed: (r) => `${r}: la tua prenotazione è confermata`,
      changed: (r) => `${r}: la tua prenotazione è stata modificata`,
      cancelled: (r) => `${r}: la tua prenotazione è stata annullata`,
      reminder: (r) => `${r}: ti aspettiamo domani`,
    },
    intro: {
      requested: 'Grazie! Il ristorante ha ricevuto la tua richiesta e la confermerà a breve.',
      confirmed: 'La tua prenotazione è confermata. Ti aspettiamo!',
      changed: 'La tua prenotazione è stata modificata: ecco i nuovi dettagli.',
      cancelled: 'La tua prenotazione è stata annullata.',
      reminder: 'Ti ricordiamo la tua prenotazione.',
    },
    when: 'Quando',
    party: (n) => (n === 1 ? '1 persona' : `${n} persone`),
    notes: 'Note',
    reason: 'Motivo',
    manage: 'Vedi, modifica o annulla la prenotazione:',
    confirm: 'Confermo che ci sarò:',
    cancel: 'Non posso più venire:',
    questions: 'Per qualsiasi domanda chiama il ristorante:',
    calendar: 'In allegato trovi l’evento da aggiungere al calendario.',
  },
  en: {
    subject: {
      requested: (r) => `${r}: we have received your booking request`,
      confirmed: (r) => `${r}: your booking is confirmed`,
      changed: (r) => `${r}: your booking was changed`,
      cancelled: (r) => `${r}: your booking was cancelled`,
      reminder: (r) => `${r}: see you tomorrow`,
    },
    intro: {
      requested: 'Thank you! The restaurant has received your request and will confirm it shortly.',
      confirmed: 'Your booking is confirmed. We look forward to seeing you!',
      changed: 'Your booking was changed: here are the new details.',
      cancelled: 'Your booking was cancelled.',
      reminder: 'A reminder of your booking.',
    },
    when: 'When',
    party: (n) => (n === 1 ? '1 person' : `${n} people`),
    notes: 'Notes',
    reason: 'Reason',
    manage: 'See, change or cancel your booking:',
    confirm: 'I will be there:',
    cancel: 'I can no longer come:',
    questions: 'For any question call the restaurant:',
    calendar: 'The attached event adds it to your calendar.',
  },
  de: {
    subject: {
      requested: (r) => `${r}: Wir haben Ihre Reservierungsanfrage erhalten`,
      confirmed: (r) => `${r}: Ihre Reservierung ist bestätigt`,
      changed: (r) => `${r}: Ihre Reservierung wurde geändert`,
      cancelled: (r) => `${r}: Ihre Reservierung wurde storniert`,
      reminder: (r) => `${r}: Wir erwarten Sie morgen`,
    },
    intro: {
      requested: 'Danke! Das Restaurant hat Ihre Anfrage erhalten und bestätigt sie in Kürze.',
      confirmed: 'Ihre Reservierung ist bestätigt. Wir freuen uns auf Sie!',
      changed: 'Ihre Reservierung wurde geändert: Hier sind die neuen Angaben.',
      cancelled: 'Ihre Reservierung wurde storniert.',
      reminder: 'Wir erinnern Sie an Ihre Reservierung.',
    },
    when: 'Wann',
    party: (n) => (n === 1 ? '1 Person' : `${n} Personen`),
    notes: 'Anmerkungen',
    reason: 'Grund',
    manage: 'Reservierung ansehen, ändern oder stornieren:',
    confirm: 'Ich komme:',
    cancel: 'Ich kann nicht mehr kommen:',
    questions: 'Bei Fragen rufen Sie das Restaurant an:',
    calendar: 'Mit dem angehängten Termin tragen Sie sie in Ihren Kalender ein.',
  },
  fr: {
    subject: {
      requested: (r) => `${r} : nous avons reçu votre demande de réservation`,
      confirmed: (r) => `${r} : votre réservation est confirmée`,
      changed: (r) => `${r} : votre réservation a été modifiée`,
      cancelled: (r) => `${r} : votre réservation a été annulée`,
      reminder: (r) => `${r} : nous vous attendons demain`,
    },
    intro: {
      requested: 'Merci ! Le restaurant a reçu votre demande et la confirmera sous peu.',
      confirmed: 'Votre réservation est confirmée. Au plaisir de vous accueillir !',
      changed: 'Votre réservation a été modifiée : voici les nouveaux détails.',
      cancelled: 'Votre réservation a été annulée.',
      reminder: 'Nous vous rappelons votre réservation.',
    },
    when: 'Quand',
    party: (n) => (n === 1 ? '1 personne' : `${n} personnes`),
    notes: 'Remarques',
    reason: 'Motif',
    manage: 'Voir, modifier ou annuler votre réservation :',
    confirm: 'Je serai là :',
    cancel: 'Je ne peux plus venir :',
    questions: 'Pour toute question, appelez le restaurant :',
    calendar: 'L’événement joint l’ajoute à votre agenda.',
  },
  es: {
    subject: {
      requested: (r) => `${r}: hemos recibido tu solicitud de reserva`,
      confirmed: (r) => `${r}: tu reserva está confirmada`,
      changed: (r) => `${r}: tu reserva ha sido modificada`,
      cancelled: (r) => `${r}: tu reserva ha sido cancelada`,
      reminder: (r) => `${r}: te esperamos mañana`,
    },
    intro: {
      requested: '¡Gracias! El restaurante ha recibido tu solicitud y la confirmará en breve.',
      confirmed: 'Tu reserva está confirmada. ¡Te esperamos!',
      changed: 'Tu reserva ha sido modificada: estos son los nuevos detalles.',
      cancelled: 'Tu reserva ha sido cancelada.',
      reminder: 'Te recordamos tu reserva.',
    },
    when: 'Cuándo',
    party: (n) => (n === 1 ? '1 persona' : `${n} personas`),
    notes: 'Notas',
    reason: 'Motivo',
    manage: 'Ver, modificar o cancelar tu reserva:',
    confirm: 'Confirmo que iré:',
    cancel: 'Ya no puedo ir:',
    questions: 'Para cualquier pregunta llama al restaurante:',
    calendar: 'El evento adjunto la añade a tu calendario.',
  },
};

/** Email subjects and headers must stay one line, whatever a name holds. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

function when(instant: Date, language: string, timeZone: string) {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

export interface BookingMailPlace {
  name: string;
  phone_number: string;
  time_zone: string;
  address: string;
  /** The manage page on the restaurant's own site. */
  manageUrl: string;
}

/** The guest's email about their booking, in their language; a calendar event when it stands. */
export function guestBookingEmail(
  kind: GuestBookingEmailKind,
  booking: BookingRow,
  restaurant: BookingMailPlace,
  sequence: number,
): MailMessage {
  const language = WORDS[booking.language] ? booking.language : 'en';
  const w = WORDS[language]!;
  const name = oneLine(restaurant.name);
  const stands = kind === 'confirmed' || kind === 'changed' || kind === 'reminder';
  const at = when(booking.starts_at, language, restaurant.time_zone);
  return {
    to: booking.email,
    businessId: booking.business_id,
    subject: w.subject[kind](name),
    text: [
      w.intro[kind],
      ...(booking.reason && kind === 'cancelled' ? [`${w.reason}: ${booking.reason}`] : []),
      '',
      `${w.when}: ${at}`,
      w.party(booking.party_size),
      ...(booking.notes ? [`${w.notes}: ${booking.notes}`] : []),
      '',
      ...(kind === 'cancelled' ? [] : [w.manage, restaurant.manageUrl, '']),
      ...(kind === 'reminder'
        ? [
            w.confirm,
            `${restaurant.manageUrl}?action=confirm`,
            '',
            w.cancel,
            `${restaurant.manageUrl}?action=cancel`,
            '',
          ]
        : []),
      ...(stands ? [w.calendar, ''] : []),
      `${w.questions} ${restaurant.phone_number}`,
      `— ${name}`,
    ].join('\n'),
    attachments: stands
      ? [
          bookingCalendarFile({
            publicId: booking.public_id,
            startsAt: booking.starts_at,
            endsAt: booking.ends_at,
            title: `${name} — ${w.party(booking.party_size)}`,
            description: [booking.notes, restaurant.manageUrl].filter(Boolean).join('\n'),
            location: [name, restaurant.address].filter(Boolean).join(', '),
            manageUrl: restaurant.manageUrl,
            sequence,
          }),
        ]
      : undefined,
  };
}

/** The restaurant's notice of a new online booking, in Italian like the dashboard's first language. */
export function restaurantBookingEmail(
  booking: BookingRow,
  restaurant: { name: string; time_zone: string },
  to: string,
  dashboardUrl: string,
): MailMessage {
  const waiting = booking.status === 'requested';
  return {
    to,
    businessId: booking.business_id,
    replyTo: booking.email || undefined,
    subject: `${waiting ? 'Richiesta di prenotazione' : 'Nuova prenotazione'}: ${booking.party_size} pers., ${when(booking.starts_at, 'it', restaurant.time_zone)} — ${oneLine(booking.name)}`,
    text: [
      `${waiting ? 'Richiesta di prenotazione' : 'Nuova prenotazione'} online per ${oneLine(restaurant.name)}.`,
      '',
      `Ospite: ${oneLine(booking.name)}, ${booking.phone}${booking.email ? `, ${booking.email}` : ''}`,
      `Quando: ${when(booking.starts_at, 'it', restaurant.time_zone)}`,
      `Persone: ${booking.party_size}`,
      ...(booking.notes ? [`Note: ${booking.notes}`] : []),
      '',
      waiting
        ? `Confermala o rifiutala dalla dashboard: ${dashboardUrl}`
        : `La trovi nella dashboard: ${dashboardUrl}`,
    ].join('\n'),
  };
}
