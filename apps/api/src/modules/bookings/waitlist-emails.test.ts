import { describe, expect, it } from 'vitest';
import type { WaitlistRow } from './waitlist.repository';
import { waitlistEmail } from './waitlist-emails';

const entry: WaitlistRow = {
  id: 1,
  business_id: 7,
  restaurant_id: 3,
  public_id: 'AbCdEfGhIjKlMnOpQrStUv',
  status: 'offered',
  party_size: 2,
  starts_at: new Date('2026-10-24T18:30:00Z'),
  service_starts_at: new Date('2026-10-24T17:00:00Z'),
  name: 'Giulia',
  email: 'giulia@ospite.test',
  phone: '',
  language: 'it',
  notes: '',
  marketing_consent: false,
  privacy_consent_at: new Date('2026-10-20T10:00:00Z'),
  offered_at: new Date('2026-10-24T14:00:00Z'),
  offer_expires_at: new Date('2026-10-24T14:30:00Z'),
  offered_by: null,
  offer_over_capacity: false,
  booking_id: null,
  created_at: new Date('2026-10-20T10:00:00Z'),
  updated_at: new Date('2026-10-24T14:00:00Z'),
};
const place = {
  name: 'Trattoria\r\nDemo',
  phone_number: '+39 06 1234 5678',
  time_zone: 'Europe/Rome',
  pageUrl: 'http://trattoria.localhost:3000/it/waitlist/AbCdEfGhIjKlMnOpQrStUv',
};

describe('the waitlist emails', () => {
  it('offer the place with its accept link and time limit in the restaurant’s zone', () => {
    const mail = waitlistEmail('offered', entry, place);
    expect(mail.to).toBe('giulia@ospite.test');
    // A name with a line break stays on one line of the subject.
    expect(mail.subject).toBe('Trattoria Demo: si è liberato un tavolo per te');
    expect(mail.text).toContain('Accetta entro le 16:30:');
    expect(mail.text).toContain(`${place.pageUrl}?action=accept`);
    expect(mail.text).toContain(`${place.pageUrl}?action=leave`);
    expect(mail.text).toContain('2 persone');
  });

  it('say the guest is on the list, with only the leave link', () => {
    const mail = waitlistEmail('joined', { ...entry, status: 'waiting' }, place);
    expect(mail.subject).toBe('Trattoria Demo: sei in lista d’attesa');
    expect(mail.text).not.toContain('action=accept');
    expect(mail.text).toContain('action=leave');
  });

  it('are written in each of the five languages, any other reads English', () => {
    const subjects = ['it', 'en', 'de', 'fr', 'es', 'pt'].map(
      (language) => waitlistEmail('offered', { ...entry, language }, place).subject,
    );
    expect(subjects).toEqual([
      'Trattoria Demo: si è liberato un tavolo per te',
      'Trattoria Demo: a table has come free for you',
      'Trattoria Demo: Ein Tisch ist für Sie frei geworden',
      'Trattoria Demo : une table s’est libérée pour vous',
      'Trattoria Demo: se ha liberado una mesa para ti',
      'Trattoria Demo: a table has come free for you',
    ]);
    const german = waitlistEmail('joined', { ...entry, language: 'de' }, place);
    expect(german.text).toContain('2 Personen');
    expect(german.text).toContain('Samstag, 24. Oktober 2026');
  });
});
