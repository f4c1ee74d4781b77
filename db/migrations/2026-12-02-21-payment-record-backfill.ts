import { sql, type Kysely } from 'kysely';

/**
 * Issue 30: the money movements of the orders placed before they were recorded, with the keys the shop records
 * them under since (services/orders/payment-records.ts), so a late callback for such an order records nothing twice:
 * card and Swish payments paid, provider checkouts completed, refunds made. Free and gift-card-only orders moved no
 * money through a method. The card acquirer's name was never kept, so old card payments have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into payment_records (order_id, kind, method, provider, provider_reference, amount_ore, booked_at, source_key, created_at)
    select c.order_id, 'payment',
      case when o.payment_handler = 'swish' then 'swish' else 'card' end,
      case when o.payment_handler = 'swish' then 'swish' else null end,
      c.token, c.amount_ore, c.updated_at,
      case when o.payment_handler = 'swish' then 'swish' else 'card' end || ':' || c.token || ':paid',
      c.updated_at
    from card_payments c join orders o on o.id = c.order_id
    where c.status = 'paid' and c.amount_ore > 0
    on conflict (source_key) do nothing`.execute(db);
  await sql`
    insert into payment_records (order_id, kind, method, provider, provider_reference, amount_ore, booked_at, source_key, created_at)
    select s.order_id, 'payment', s.provider, s.provider, s.provider_order_id, o.to_pay_ore, o.created_at,
      s.provider || ':' || s.provider_order_id || ':completed', o.created_at
    from provider_sessions s join orders o on o.id = s.order_id
    where s.status = 'completed' and o.to_pay_ore > 0 and s.provider in ('klarna', 'svea', 'wasa')
    on conflict (source_key) do nothing`.execute(db);
  await sql`
    insert into payment_records (order_id, kind, method, provider, provider_reference, amount_ore, booked_at, source_key, recorded_by, created_at)
    select r.order_id, 'refund', m.method,
      case when m.method in ('swish', 'klarna', 'svea', 'wasa') then m.method else null end,
      r.instruction_id, r.amount_ore, coalesce(r.settled_at, r.created_at), 'refund:' || r.id, r.settled_by, coalesce(r.settled_at, r.created_at)
    from order_refunds r
    join (
      select 'card_redirect' as handler, 'card' as method union all select 'swish', 'swish' union all select 'klarna_checkout', 'klarna'
      union all select 'svea_part_payment', 'svea' union all select 'wasa_checkout', 'wasa' union all select 'manual_payment', 'bank'
    ) m on m.handler = r.method
    where r.status = 'refunded' and r.amount_ore > 0
    on conflict (source_key) do nothing`.execute(db);
}

