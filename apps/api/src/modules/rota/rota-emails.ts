import type { RotaEmailLanguage, ShiftService } from '@coperto/shared/staff/staff.constants';
import { SHIFT_SERVICES } from '@coperto/shared/staff/staff.constants';
import type { MailMessage } from '../../ports/mail/mail-port';

/** The rota email's words, in the five languages of the dashboard (decision 076). */
interface Words {
  subject: (restaurant: string, from: string, to: string) => string;
  greeting: (name: string) => string;
  intro: (restaurant: string) => string;
  services: Record<ShiftService, string>;
  outro: string;
}

const WORDS: Record<RotaEmailLanguage, Words> = {
  it: {
    subject: (r, f, t) => `${r}: i tuoi turni dal ${f} al ${t}`,
    greeting: (n) => `Ciao ${n},`,
    intro: (r) => `è stato pubblicato il turno della settimana da ${r}. Ecco i tuoi:`,
    services: { breakfast: 'colazione', lunch: 'pranzo', aperitif: 'aperitivo', dinner: 'cena' },
    outro: 'Li trovi sempre in Coperto, alla voce "Personale e turni".',
  },
  en: {
    subject: (r, f, t) => `${r}: your shifts from ${f} to ${t}`,
    greeting: (n) => `Hello ${n},`,
    intro: (r) => `the week's rota at ${r} has been published. Here are your shifts:`,
    services: { breakfast: 'breakfast', lunch: 'lunch', aperitif: 'aperitif', dinner: 'dinner' },
    outro: 'You can always find them in Coperto, under "Staff and rota".',
  },
  de: {
    subject: (r, f, t) => `${r}: deine Schichten vom ${f} bis ${t}`,
    greeting: (n) => `Hallo ${n},`,
    intro: (r) => `der Dienstplan der Woche bei ${r} ist veröffentlicht. Deine Schichten:`,
    services: { breakfast: 'Frühstück', lunch: 'Mittag', aperitif: 'Aperitif', dinner: 'Abend' },
    outro: 'Du findest sie jederzeit in Coperto unter „Personal und Dienstplan“.',
  },
  fr: {
    subject: (r, f, t) => `${r} : vos services du ${f} au ${t}`,
    greeting: (n) => `Bonjour ${n},`,
    intro: (r) => `le planning de la semaine chez ${r} a été publié. Voici vos services :`,
    services: {
      breakfast: 'petit-déjeuner',
      lunch: 'déjeuner',
      aperitif: 'apéritif',
      dinner: 'dîner',
    },
    outro: 'Vous les retrouvez toujours dans Coperto, rubrique « Personnel et planning ».',
  },
  es: {
    subject: (r, f, t) => `${r}: tus turnos del ${f} al ${t}`,
    greeting: (n) => `Hola ${n}:`,
    intro: (r) => `se ha publicado el cuadrante de la semana en ${r}. Estos son tus turnos:`,
    services: { breakfast: 'desayuno', lunch: 'comida', aperitif: 'aperitivo', dinner: 'cena' },
    outro: 'Los encuentras siempre en Coperto, en "Personal y turnos".',
  },
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export interface RotaMail {
  to: string;
  businessId: number;
  language: string;
  name: string;
  restaurant: string;
  weekStart: string;
  weekEnd: string;
  shifts: readonly { day: string; service: ShiftService }[];
}

/** The email telling a person their shifts of a week just published. */
export function rotaPublishedEmail(m: RotaMail): MailMessage {
  const language = (m.language in WORDS ? m.language : 'it') as RotaEmailLanguage;
  const w = WORDS[language];
  const locale = language === 'en' ? 'en-GB' : language;
  // Calendar days are read at noon UTC so no zone moves them to another day.
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const byDay = new Map<string, ShiftService[]>();
  for (const s of m.shifts) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s.service]);
  const lines = [...byDay.keys()].sort().map((day) => {
    const services = SHIFT_SERVICES.filter((s) => byDay.get(day)!.includes(s)).map(
      (s) => w.services[s],
    );
    return `  ${format(day, { weekday: 'long', day: 'numeric', month: 'long' })}: ${services.join(', ')}`;
  });
  const restaurant = oneLine(m.restaurant);
  const short = { day: 'numeric', month: 'long' } as const;
  return {
    to: m.to,
    businessId: m.businessId,
    subject: w.subject(restaurant, format(m.weekStart, short), format(m.weekEnd, short)),
    text: [
      w.greeting(oneLine(m.name)).replace(/ ([,:])$/, '$1'),
      w.intro(restaurant),
      '',
      ...lines,
      '',
      w.outro,
      `— ${restaurant}`,
    ].join('\n'),
  };
}
