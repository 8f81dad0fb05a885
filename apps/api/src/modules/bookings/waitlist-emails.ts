import type { MailMessage } from '../../ports/mail/mail-port';
import type { WaitlistRow } from './waitlist.repository';

/** What a waitlisted guest's email is about: on the list, or a place offered. */
export type WaitlistEmailKind = 'joined' | 'offered';

interface Words {
  subject: Record<WaitlistEmailKind, (restaurant: string) => string>;
  intro: Record<WaitlistEmailKind, string>;
  when: string;
  party: (n: number) => string;
  accept: (until: string) => string;
  leave: string;
  questions: string;
}

/** The five languages of the interface, as the booking emails'; any other reads English. */
const WORDS: Record<string, Words> = {
  it: {
    subject: {
      joined: (r) => `${r}: sei in lista d’attesa`,
      offered: (r) => `${r}: si è liberato un tavolo per te`,
    },
    intro: {
      joined:
        'Sei in lista d’attesa. Se si libera un posto a quest’ora ti scriviamo subito: il primo in lista lo riceve per primo.',
      offered: 'Si è liberato un posto all’ora che aspettavi. È tuo se lo accetti in tempo.',
    },
    when: 'Quando',
    party: (n) => (n === 1 ? '1 persona' : `${n} persone`),
    accept: (until) => `Accetta entro le ${until}:`,
    leave: 'Non ti serve più? Esci dalla lista:',
    questions: 'Per qualsiasi domanda chiama il ristorante:',
  },
  en: {
    subject: {
      joined: (r) => `${r}: you are on the waitlist`,
      offered: (r) => `${r}: a table has come free for you`,
    },
    intro: {
      joined:
        'You are on the waitlist. If a place comes free at this time we will email you at once: first come, first offered.',
      offered:
        'A place has come free at the time you were waiting for. It is yours if you accept in time.',
    },
    when: 'When',
    party: (n) => (n === 1 ? '1 person' : `${n} people`),
    accept: (until) => `Accept by ${until}:`,
    leave: 'No longer needed? Leave the waitlist:',
    questions: 'For any question call the restaurant:',
  },
  de: {
    subject: {
      joined: (r) => `${r}: Sie stehen auf der Warteliste`,
      offered: (r) => `${r}: Ein Tisch ist für Sie frei geworden`,
    },
    intro: {
      joined:
        'Sie stehen auf der Warteliste. Wird zu dieser Zeit ein Platz frei, schreiben wir Ihnen sofort: Wer zuerst kommt, dem wird zuerst angeboten.',
      offered:
        'Zu der Zeit, auf die Sie gewartet haben, ist ein Platz frei geworden. Er gehört Ihnen, wenn Sie rechtzeitig annehmen.',
    },
    when: 'Wann',
    party: (n) => (n === 1 ? '1 Person' : `${n} Personen`),
    accept: (until) => `Bis ${until} annehmen:`,
    leave: 'Nicht mehr nötig? Warteliste verlassen:',
    questions: 'Bei Fragen rufen Sie das Restaurant an:',
  },
  fr: {
    subject: {
      joined: (r) => `${r} : vous êtes sur la liste d’attente`,
      offered: (r) => `${r} : une table s’est libérée pour vous`,
    },
    intro: {
      joined:
        'Vous êtes sur la liste d’attente. Si une place se libère à cette heure, nous vous écrivons aussitôt : premier arrivé, premier servi.',
      offered:
        'Une place s’est libérée à l’heure que vous attendiez. Elle est à vous si vous l’acceptez à temps.',
    },
    when: 'Quand',
    party: (n) => (n === 1 ? '1 personne' : `${n} personnes`),
    accept: (until) => `Acceptez avant ${until} :`,
    leave: 'Vous n’en avez plus besoin ? Quittez la liste :',
    questions: 'Pour toute question, appelez le restaurant :',
  },
  es: {
    subject: {
      joined: (r) => `${r}: estás en la lista de espera`,
      offered: (r) => `${r}: se ha liberado una mesa para ti`,
    },
    intro: {
      joined:
        'Estás en la lista de espera. Si se libera un sitio a esta hora te escribimos enseguida: el primero en la lista lo recibe primero.',
      offered: 'Se ha liberado un sitio a la hora que esperabas. Es tuyo si lo aceptas a tiempo.',
    },
    when: 'Cuándo',
    party: (n) => (n === 1 ? '1 persona' : `${n} personas`),
    accept: (until) => `Acepta antes de las ${until}:`,
    leave: '¿Ya no lo necesitas? Sal de la lista:',
    questions: 'Para cualquier pregunta llama al restaurante:',
  },
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export interface WaitlistMailPlace {
  name: string;
  phone_number: string;
  time_zone: string;
  /** The guest's waitlist page on the restaurant's own site. */
  pageUrl: string;
}

/**
 * The guest's waitlist email, in their language: on the list with the link to leave it, or the
 * place offered with the link to accept it and until when.
 */
export function waitlistEmail(
  kind: WaitlistEmailKind,
  entry: WaitlistRow,
  restaurant: WaitlistMailPlace,
): MailMessage {
  const language = WORDS[entry.language] ? entry.language : 'en';
  const w = WORDS[language]!;
  const name = oneLine(restaurant.name);
  const at = new Intl.DateTimeFormat(language, {
    timeZone: restaurant.time_zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(entry.starts_at);
  const until = entry.offer_expires_at
    ? new Intl.DateTimeFormat(language, {
        timeZone: restaurant.time_zone,
        hour: '2-digit',
        minute: '2-digit',
      }).format(entry.offer_expires_at)
    : '';
  return {
    to: entry.email,
    businessId: entry.business_id,
    subject: w.subject[kind](name),
    text: [
      w.intro[kind],
      '',
      `${w.when}: ${at}`,
      w.party(entry.party_size),
      '',
      ...(kind === 'offered' ? [w.accept(until), `${restaurant.pageUrl}?action=accept`, ''] : []),
      w.leave,
      `${restaurant.pageUrl}?action=leave`,
      '',
      `${w.questions} ${restaurant.phone_number}`,
      `— ${name}`,
    ].join('\n'),
  };
}
