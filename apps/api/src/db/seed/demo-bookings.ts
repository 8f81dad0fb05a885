import { randomBytes } from 'node:crypto';
import type { BookingSource, BookingStatus } from '@coperto/shared/bookings/booking-states';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { eq } from 'drizzle-orm';
import { bookingTimesOn, sittingMinutesFor } from '../../modules/bookings/booking-times';
import { bookingCoverLoads, bookingEvents, bookingSettings, bookings } from '../schema/bookings';
import { guests } from '../schema/orders';
import type { TenantTx } from '../tenant-scope';

/** The demo's book: three days back (done, some no-shows) and a week ahead (to come). */
const DAYS_BACK = 3;
const DAYS_AHEAD = 7;
const SLOT_MINUTES = 30;
const SITTINGS = [
  { up_to: 2, minutes: 90 },
  { up_to: 4, minutes: 120 },
];
const DEFAULT_SITTING = 150;
const MAX_PER_SLOT = 16;
const MAX_PER_SERVICE = 60;

interface DemoRoom {
  id: number;
  business_id: number;
  time_zone: string;
  opening_times: OpeningTimes;
}

const PEOPLE = [
  ['Giulia', 'Russo'],
  ['Marco', 'Ferrari'],
  ['Francesca', 'Esposito'],
  ['Luca', 'Romano'],
  ['Chiara', 'Colombo'],
  ['Alessandro', 'Ricci'],
  ['Sara', 'Marino'],
  ['Matteo', 'Greco'],
  ['Elena', 'Bruno'],
  ['Davide', 'Gallo'],
  ['Martina', 'Conti'],
  ['Simone', 'De Luca'],
  ['Valentina', 'Costa'],
  ['Andrea', 'Giordano'],
  ['Federica', 'Mancini'],
  ['John', 'Smith'],
  ['Sophie', 'Martin'],
  ['Hans', 'Müller'],
] as const;
const NOTES = [
  '',
  '',
  '',
  '',
  'Seggiolone per un bambino',
  'Anniversario di matrimonio',
  'Allergia alle noci',
  'Celiaco: senza glutine',
  'Tavolo in terrazza se possibile',
  'Compleanno: portiamo la torta',
];

/** A small seeded generator, so the demo is the same on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** What became of a booking, by when it was: done in the past, coming in the future. */
function statusOf(
  random: ReturnType<typeof randomFrom>,
  startsAt: Date,
  endsAt: Date,
  now: Date,
): BookingStatus {
  if (random.chance(0.07)) return 'cancelled';
  if (endsAt <= now) return random.chance(0.08) ? 'no_show' : 'completed';
  if (startsAt <= now) return 'seated';
  return random.chance(0.15) ? 'requested' : 'confirmed';
}

async function seedBookingsOf(
  tx: TenantTx,
  room: DemoRoom,
  staffId: number,
  now: Date,
  seed: number,
) {
  const random = randomFrom(seed);
  const owner = { business_id: room.business_id, restaurant_id: room.id };
  await tx.insert(bookingSettings).values({
    ...owner,
    enabled: true,
    slot_minutes: SLOT_MINUTES,
    sitting_durations: SITTINGS,
    default_sitting_minutes: DEFAULT_SITTING,
    max_covers_per_slot: MAX_PER_SLOT,
    max_covers_per_service: MAX_PER_SERVICE,
    // In the two languages every demo restaurant has.
    cancellation_policy: {
      it: 'Puoi modificare o annullare gratuitamente fino a 2 ore prima. Per gruppi oltre 8 persone chiamaci.',
      en: 'You can change or cancel free of charge up to 2 hours before. For groups of more than 8, please call us.',
    },
    updated_at: now,
  });
  // Each guest once per business, with the visits and no-shows their bookings make.
  const guestIds = new Map<string, { id: number; phone: string }>();
  const counts = new Map<number, { visits: number; noShows: number }>();
  const guestOf = async (first: string, last: string) => {
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = `${handle}.${room.id}@ospiti.demo.test`;
    const known = guestIds.get(email);
    if (known) return { ...known, email };
    const phone = `+39 3${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
    const [row] = await tx
      .insert(guests)
      .values({
        business_id: room.business_id,
        name: `${first} ${last}`,
        email,
        phone,
        language: first === 'John' || first === 'Sophie' ? 'en' : first === 'Hans' ? 'de' : 'it',
        privacy_consent_at: now,
        notes: random.chance(0.15) ? 'Preferisce il tavolo vicino alla finestra' : '',
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: guests.id });
    if (!row) return null;
    guestIds.set(email, { id: row.id, phone });
    return { id: row.id, phone, email };
  };
  const slotCovers = new Map<number, number>();
  const serviceCovers = new Map<number, number>();
  const today = localDateOf(room.time_zone, now.getTime());
  for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day++) {
    const date = addDaysToDate(today, day);
    const times = bookingTimesOn(
      {
        timeZone: room.time_zone,
        openingTimes: room.opening_times,
        slotMinutes: SLOT_MINUTES,
        noticeMinutes: 0,
      },
      date,
      // Every time of the day, past ones too: the demo has a history.
      new Date(0),
    );
    if (times.length === 0) continue;
    // Busier at the weekend's end of the week ahead, quieter early in the week.
    const wanted = random.int(8, 16) + (day >= 3 ? random.int(0, 6) : 0);
    for (let n = 0; n < wanted; n++) {
      const time = random.pick(times);
      const party = random.chance(0.55) ? 2 : random.int(1, 8);
      const slotKey = time.start.getTime();
      const serviceKey = time.serviceStart.getTime();
      if ((slotCovers.get(slotKey) ?? 0) + party > MAX_PER_SLOT) continue;
      if ((serviceCovers.get(serviceKey) ?? 0) + party > MAX_PER_SERVICE) continue;
      const [first, last] = random.pick(PEOPLE);
      const guest = await guestOf(first, last);
      if (!guest) continue;
      const source: BookingSource = random.chance(0.7)
        ? 'online'
        : day <= 0 && random.chance(0.4)
          ? 'walk_in'
          : 'phone';
      const endsAt = new Date(
        time.start.getTime() + sittingMinutesFor(SITTINGS, DEFAULT_SITTING, party) * 60_000,
      );
      let status = statusOf(random, time.start, endsAt, now);
      if (source === 'walk_in' && (status === 'requested' || status === 'confirmed')) continue;
      if (source === 'walk_in' && (status === 'cancelled' || status === 'no_show')) {
        status = 'completed';
      }
      if (source !== 'online' && status === 'requested') status = 'confirmed';
      if (status !== 'cancelled') {
        // A walk-in counts in its service, not in a slot's pacing: it came when it came.
        if (source !== 'walk_in') slotCovers.set(slotKey, (slotCovers.get(slotKey) ?? 0) + party);
        serviceCovers.set(serviceKey, (serviceCovers.get(serviceKey) ?? 0) + party);
      }
      const madeAt = new Date(
        Math.min(time.start.getTime() - random.int(1, 72) * 3_600_000, now.getTime()),
      );
      const createdAt = source === 'walk_in' ? time.start : madeAt;
      const [booking] = await tx
        .insert(bookings)
        .values({
          ...owner,
          public_id: randomBytes(16).toString('base64url'),
          status,
          source,
          guest_id: guest.id,
          party_size: party,
          starts_at: time.start,
          ends_at: endsAt,
          service_starts_at: time.serviceStart,
          name: `${first} ${last}`,
          email: source === 'online' ? guest.email : '',
          phone: guest.phone,
          language: 'it',
          notes: random.pick(NOTES),
          reason:
            status === 'cancelled' && source !== 'online'
              ? 'Il cliente ha disdetto al telefono'
              : null,
          privacy_consent_at: source === 'online' ? createdAt : null,
          created_by: source === 'online' ? null : staffId,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning({ id: bookings.id });
      const firstStatus: BookingStatus =
        source === 'walk_in' ? 'seated' : source === 'online' ? 'requested' : 'confirmed';
      const history: (typeof bookingEvents.$inferInsert)[] = [
        {
          business_id: room.business_id,
          booking_id: booking!.id,
          from_status: null,
          to_status: firstStatus,
          actor_kind: source === 'online' ? 'guest' : 'staff',
          actor_user_id: source === 'online' ? null : staffId,
          created_at: createdAt,
        },
      ];
      if (status !== firstStatus) {
        history.push({
          business_id: room.business_id,
          booking_id: booking!.id,
          from_status: firstStatus,
          to_status: status,
          actor_kind: status === 'confirmed' ? 'system' : 'staff',
          actor_user_id: status === 'confirmed' ? null : staffId,
          created_at: status === 'confirmed' || status === 'cancelled' ? createdAt : time.start,
        });
      }
      await tx.insert(bookingEvents).values(history);
      const count = counts.get(guest.id) ?? { visits: 0, noShows: 0 };
      if (status === 'completed') count.visits += 1;
      if (status === 'no_show') count.noShows += 1;
      counts.set(guest.id, count);
    }
  }
  const loads = [
    ...[...slotCovers].map(([at, covers]) => ({ kind: 'slot' as const, at, covers })),
    ...[...serviceCovers].map(([at, covers]) => ({ kind: 'service' as const, at, covers })),
  ];
  if (loads.length > 0) {
    await tx
      .insert(bookingCoverLoads)
      .values(
        loads.map((l) => ({ ...owner, kind: l.kind, starts_at: new Date(l.at), covers: l.covers })),
      );
  }
  for (const [guestId, count] of counts) {
    if (count.visits === 0 && count.noShows === 0) continue;
    await tx
      .update(guests)
      .set({ visits_count: count.visits, no_shows_count: count.noShows })
      .where(eq(guests.id, guestId));
  }
}

/**
 * A week of bookings for the demo's trattoria and pizzeria (DESIGN.md §7): settings on, guests
 * who came, did not come or are coming, and the covers those bookings hold, so the booking page
 * offers only the times that still have room.
 */
export async function seedDemoBookings(
  tx: TenantTx,
  rooms: { trattoria: DemoRoom; pizzeria: DemoRoom },
  staffId: number,
  now: Date,
) {
  await seedBookingsOf(tx, rooms.trattoria, staffId, now, 160);
  await seedBookingsOf(tx, rooms.pizzeria, staffId, now, 161);
}
