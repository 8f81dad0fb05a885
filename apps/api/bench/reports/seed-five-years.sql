-- Five years of one restaurant's back office for the reports bench (issue 18): about 20,000
-- supplier invoices over 40 suppliers and the seven categories, a final close every day plus
-- a lunch close on some (about 2,000 cash-ups), and each of the business's people paid every
-- month. $1 business id, $2 restaurant id, $3 first day (five years back), $4 invoices.
with cats as (
  insert into expense_categories (business_id, key, name, position)
  select $1, k, k, o from unnest(array['food','beverage','utilities','rent','staff','maintenance','other']) with ordinality as t(k, o)
  on conflict do nothing
  returning id
)
select count(*) from cats;

insert into suppliers (business_id, name)
select $1, 'Fornitore bench ' || g || ' ' || $2 from generate_series(1, 40) g;

insert into expenses (business_id, restaurant_id, supplier_id, category_id, invoice_number,
  amount_cents, amount_vat_cents, amount_gross_cents, date_created)
select $1, $2, s.ids[1 + (g % array_length(s.ids, 1))], c.ids[1 + ((g * 7) % array_length(c.ids, 1))],
  'B-' || g, a.net, a.net / 10, a.net + a.net / 10,
  $3::date + (g % 1826)
from generate_series(1, $4::int) g
cross join (select array_agg(id order by id) ids from suppliers where business_id = $1 and name like 'Fornitore bench %') s
cross join (select array_agg(id order by id) ids from expense_categories where business_id = $1) c
cross join lateral (select 500 + (g * 7919) % 150000 as net) a;

insert into cash_ups (business_id, restaurant_id, cash_up_date, type, lunch_count, dinner_count,
  bnt_cents, cash_cents, till_cents)
select $1, $2, $3::date + d, t, 20 + d % 40, 30 + d % 50, 150000 + (d * 131) % 90000,
  40000 + (d * 71) % 30000, 190000 + (d * 131) % 90000 + (d * 71) % 30000
from generate_series(0, 1825) d
cross join unnest(case when d % 10 = 0 then array['final', 'lunch'] else array['final'] end) t
on conflict do nothing;

insert into wages (business_id, restaurant_id, user_id, month, proposed_cents, wage_cents)
select $1, $2, u.id, (date_trunc('month', $3::date) + make_interval(months => m))::date,
  150000 + (u.id * 977) % 80000, 150000 + (u.id * 977) % 80000
from generate_series(0, 59) m
cross join (select id from users where business_id = $1) u
on conflict do nothing;
