-- A busy restaurant's three years of orders, made in one statement (list-orders-bench.ts):
-- $1 business, $2 restaurant, $3 how many, $4 a salt for the public ids.
-- Spread evenly over the last 1,095 days (about 900 a day), at lunch (11:00–14:30) and dinner
-- (18:00–22:30) Rome time, never after now; the last two hours' orders are still on the board.
-- Mostly completed, 4 % cancelled, 3 % rejected; 60 % pickup, 30 % delivery, 10 % at the table;
-- a fifth paid by card; 20 first names × 30 surnames, so a surname finds about one order in 30.
insert into orders (
  business_id, restaurant_id, public_id, number, status, type, source, customer_name, email,
  phone, language, delivery_address, notes, order_datetime, slot_start, asap, ready_at,
  subtotal_cents, delivery_fee_cents, discount_cents, total_cents, vat_breakdown,
  payment_method, payment_status, marketing_consent, privacy_consent_at, updated_at
)
select
  $1, $2, md5($4 || g::text), 1 + g % 900,
  case
    when at > now() - interval '2 hours' then (array['received', 'accepted', 'preparing', 'ready'])[1 + g % 4]
    when card and r < 0.002 then 'awaiting_payment'
    when r < 0.04 then 'cancelled'
    when r < 0.07 then 'rejected'
    else 'completed'
  end,
  kind, case when g % 7 = 0 then 'staff' else 'online' end,
  first || ' ' || last,
  lower(first) || '.' || lower(last) || (g % 997) || '@example.it',
  '+39 3' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
  case when g % 11 = 0 then 'en' else 'it' end,
  case when kind = 'delivery'
    then jsonb_build_object('address', 'Via dei Coronari', 'street_number', (g % 120)::text, 'cap', '00186', 'city', 'Roma')
  end,
  case when g % 9 = 0 then 'Senza glutine, per favore' else '' end,
  at, at + interval '30 minutes', g % 3 = 0, at + interval '30 minutes',
  subtotal, case when kind = 'delivery' then 300 else 0 end, 0,
  subtotal + case when kind = 'delivery' then 300 else 0 end,
  jsonb_build_array(jsonb_build_object('rate_code', 'IT10', 'rate_bp', 1000,
    'net_cents', round(subtotal / 1.1), 'vat_cents', subtotal - round(subtotal / 1.1), 'gross_cents', subtotal)),
  case when card then 'card' else 'at_restaurant' end,
  case when card then 'paid' else 'unpaid' end,
  g % 5 = 0, at, at
from (
  select
    g,
    r,
    card,
    kind,
    (array['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Sara', 'Andrea', 'Elena',
      'Alessandro', 'Martina', 'Davide', 'Valentina', 'Simone', 'Anna', 'Federico', 'Laura',
      'Paolo', 'Sofia', 'Giorgio'])[1 + g % 20] as first,
    (array['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci',
      'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano',
      'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi',
      'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone'])[1 + (g / 20) % 30] as last,
    1200 + (g * 37) % 6000 as subtotal,
    least(
      now() - interval '1 minute' * (g % 90),
      (date_trunc('day', now() at time zone 'Europe/Rome') - interval '1 day' * (g % 1095)
        + case when g % 2 = 0
            then interval '11 hours' + interval '1 minute' * ((g / 2) % 210)
            else interval '18 hours' + interval '1 minute' * ((g / 2) % 270)
          end) at time zone 'Europe/Rome'
    ) as at
  from (
    select
      g,
      random() as r,
      random() < 0.2 as card,
      case when g % 10 < 6 then 'pickup' when g % 10 < 9 then 'delivery' else 'table' end as kind
    from generate_series(1, $3::int) as g
  ) as base
) as spread;
