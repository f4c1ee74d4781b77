import { data } from 'react-router';
import type { Route } from './+types/order';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { recordPayment, transition } from '../../../domain/order-states';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { EventList, HistoryPanel, Notice, Panel, StaffForm, StateBadge, When } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';

const b = svBackOffice;
const t = b.order;

export const meta: Route.MetaFunction = ({ params }) => [{ title: b.title(t.title(params.orderNumber ?? '')) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/ordrar/:orderNumber: the whole order, its payment events and mails, and what may happen to it next. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const detail = await context.services.orderAdmin.detail(params.orderNumber);
  if (!detail) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { done, failed } = outcomeMessages(url, { ...t.done, ...b.refunds.done }, { ...t.refused, ...b.refunds.errors });
  const { order } = detail;
  const can = (action: 'ship' | 'deliver' | 'cancel') => {
    const next = transition(order.status, action);
    return next.ok && next.steps.length > 0;
  };
  const payment = order.payment_handler === 'manual_payment' ? recordPayment(order.status, order.paid_at !== null) : null;
  return {
    ...detail,
    done,
    failed,
    actions: { pay: payment?.ok === true && payment.changed, ship: can('ship'), deliver: can('deliver'), cancel: can('cancel') },
  };
}

function Amount({ label, ore }: { label: string; ore: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="admin-num">{formatChargedAmount(ore)}</dd>
    </>
  );
}

/**
 * A cancelled paid order's refund: done (through the provider, or recorded by staff), on its way through the
 * provider, or still to do by hand with why (and, where the provider refused or did not answer, another attempt).
 */
function Refund({ refund, orderNumber }: { refund: NonNullable<Route.ComponentProps['loaderData']['refund']>; orderNumber: string }) {
  const r = b.refunds;
  const amount = formatChargedAmount(refund.amount_ore);
  const method = b.orders.handlers[refund.method as keyof typeof b.orders.handlers] ?? refund.method;
  if (refund.status === 'refunded') {
    return (
      <div className="admin-notice" data-refund="refunded">
        <p>
          <strong>{r.states.refunded}</strong>: {refund.settled_by ? r.refundedBy(amount, refund.settled_by) : r.refunded(amount, method)}
        </p>
      </div>
    );
  }
  if (refund.status === 'pending') {
    return (
      <div className="admin-notice" data-refund="pending">
        <p>
          <strong>{r.states.pending}</strong>: {r.pending(amount, method)}
        </p>
      </div>
    );
  }
  const reason = refund.reason ? r.reasons[refund.reason] : undefined;
  const retryable = refund.reason === 'provider_error' || refund.reason === 'provider_unreachable';
  return (
    <div className="admin-notice admin-notice--error" data-refund="manual">
      <p>
        <strong>{r.states.manual}</strong>: {r.manual(amount, method)}
      </p>
      {reason ? (
        <p>
          {r.reason}: {reason}
        </p>
      ) : null}
      {refund.detail ? <p className="admin-notice__detail">{r.detail(refund.detail)}</p> : null}
      <div className="admin-actions__row">
        <StaffForm action={`/admin/api/orders/${orderNumber}/refunded`}>
          <button type="submit" className="admin-button">
            {r.settle}
          </button>
        </StaffForm>
        {retryable ? (
          <StaffForm action={`/admin/api/orders/${orderNumber}/refund-retry`}>
            <button type="submit" className="admin-button admin-button--secondary">
              {r.retry}
            </button>
          </StaffForm>
        ) : null}
      </div>
    </div>
  );
}

/** A payment that came after the hold released the order (decision 038): the order taken back, or the money refunded and why. */
function LatePayment({ order }: { order: Route.ComponentProps['loaderData']['order'] }) {
  if (!order.late_payment) return null;
  const l = t.latePayment;
  return (
    <div className={order.late_payment === 'refunded' ? 'admin-notice admin-notice--error' : 'admin-notice'} data-late-payment={order.late_payment}>
      <p>
        {order.late_payment_at ? (
          <>
            <When at={order.late_payment_at} />{' '}
          </>
        ) : null}
        {l[order.late_payment]}
      </p>
      {order.late_payment_reason ? <p>{l.reasons[order.late_payment_reason]}</p> : null}
    </div>
  );
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, lines, events, mails, history, refund, done, failed, actions } = loaderData;
  const number = order.order_number ?? '';
  const anyAction = actions.pay || actions.ship || actions.deliver || actions.cancel;
  return (
    <>
      <p className="admin-back">
        <a href="/admin/ordrar">{t.back}</a>
      </p>
      <h1>
        {t.title(number)} <StateBadge state={order.status} />
      </h1>
      <Notice done={done} failed={failed} />
      <LatePayment order={order} />
      {refund ? <Refund refund={refund} orderNumber={number} /> : null}

      <div className="admin-panels">
        <Panel id="order-status" title={t.status}>
          <dl className="admin-facts">
            <dt>{t.placed}</dt>
            <dd>
              <When at={order.created_at} />
            </dd>
            <dt>{t.paidAt}</dt>
            <dd>{order.paid_at ? <When at={order.paid_at} /> : t.unpaid}</dd>
            {order.shipped_at ? (
              <>
                <dt>{t.shippedAt}</dt>
                <dd>
                  <When at={order.shipped_at} />
                </dd>
              </>
            ) : null}
            {order.tracking_number ? (
              <>
                <dt>{t.tracking}</dt>
                <dd>{order.tracking_number}</dd>
              </>
            ) : null}
            {order.delivered_at ? (
              <>
                <dt>{t.deliveredAt}</dt>
                <dd>
                  <When at={order.delivered_at} />
                </dd>
              </>
            ) : null}
          </dl>
        </Panel>

        <Panel id="order-customer" title={t.customer}>
          <dl className="admin-facts">
            <dt>{t.customer}</dt>
            <dd>
              {order.first_name} {order.last_name}
            </dd>
            {order.company ? (
              <>
                <dt>{t.company}</dt>
                <dd>{order.company}</dd>
              </>
            ) : null}
            {order.identity ? (
              <>
                <dt>{t.identity}</dt>
                <dd>{order.identity}</dd>
              </>
            ) : null}
            <dt>{t.email}</dt>
            <dd>{order.email}</dd>
            <dt>{t.mobile}</dt>
            <dd>{order.mobile}</dd>
          </dl>
          {order.order_message ? (
            <>
              <h3>{t.message}</h3>
              <p className="admin-message">{order.order_message}</p>
            </>
          ) : null}
        </Panel>

        <Panel id="order-delivery" title={t.delivery}>
          <p>{order.delivery_name}</p>
          <h3>{t.deliveryAddress}</h3>
          <address>
            {order.first_name} {order.last_name}
            <br />
            {order.company ? (
              <>
                {order.company}
                <br />
              </>
            ) : null}
            {order.address}
            <br />
            {order.co ? (
              <>
                c/o {order.co}
                <br />
              </>
            ) : null}
            {order.postal_code} {order.city}
          </address>
          <h3>{t.payment}</h3>
          <p>{order.payment_name}</p>
        </Panel>
      </div>

      {anyAction ? (
        <Panel id="order-actions" title={t.actions} className="admin-actions">
          <div className="admin-actions__row">
            {actions.pay ? (
              <StaffForm action={`/admin/api/orders/${number}/pay`}>
                <button type="submit" className="admin-button">
                  {t.markPaid}
                </button>
              </StaffForm>
            ) : null}
            {actions.ship ? (
              <StaffForm action={`/admin/api/orders/${number}/ship`} className="admin-actions__ship">
                <label className="admin-field">
                  <span>{t.tracking}</span>
                  <input type="text" name="tracking_number" maxLength={40} autoComplete="off" aria-describedby="tracking-hint" />
                  <small id="tracking-hint">{t.trackingHint}</small>
                </label>
                <button type="submit" className="admin-button">
                  {t.ship}
                </button>
              </StaffForm>
            ) : null}
            {actions.deliver ? (
              <StaffForm action={`/admin/api/orders/${number}/deliver`}>
                <button type="submit" className="admin-button">
                  {t.deliver}
                </button>
              </StaffForm>
            ) : null}
            {actions.cancel ? (
              <StaffForm action={`/admin/api/orders/${number}/cancel`} className="admin-actions__cancel">
                <button type="submit" className="admin-button admin-button--danger" aria-describedby="cancel-hint">
                  {t.cancel}
                </button>
                <small id="cancel-hint">{t.cancelHint}</small>
              </StaffForm>
            ) : null}
          </div>
        </Panel>
      ) : null}

      <Panel id="order-lines" title={t.lines}>
        <DataTable
          rows={lines}
          rowKey={(line) => line.id}
          columns={[
            {
              header: t.product,
              cell: (line) => (
                <>
                  <a href={`/produkter/id/${line.product_id}`}>{[line.parent_name, line.name].filter(Boolean).join(' ')}</a>
                  {line.give_away_campaign_id !== null ? <span className="admin-muted"> ({t.gift})</span> : null}
                </>
              ),
            },
            { header: t.quantity, numeric: true, cell: (line) => line.quantity },
            { header: t.unitPrice, numeric: true, cell: (line) => formatChargedAmount(line.unit_price_incl_vat_ore) },
            { header: t.vatRate, numeric: true, cell: (line) => t.rate(line.vat_rate) },
            { header: t.lineTotal, numeric: true, cell: (line) => formatChargedAmount(line.total_incl_vat_ore) },
          ]}
        />
        <div className="admin-panels">
          <div>
            <h3>{t.amounts}</h3>
            <dl className="admin-facts admin-facts--amounts">
              <Amount label={t.products} ore={order.products_incl_vat_ore} />
              {order.discounts.map((discount) => (
                <Amount key={discount.code} label={t.discount(discount.label ?? discount.code)} ore={-discount.incl_vat_ore} />
              ))}
              <Amount label={t.deliveryFee} ore={order.delivery_incl_vat_ore} />
              {order.payment_fee_incl_vat_ore > 0 ? <Amount label={t.paymentFee} ore={order.payment_fee_incl_vat_ore} /> : null}
              <Amount label={t.totalExclVat} ore={order.total_excl_vat_ore} />
              <Amount label={t.vat} ore={order.vat_ore} />
              <Amount label={t.total} ore={order.total_incl_vat_ore} />
              {order.gift_cards_ore > 0 ? <Amount label={t.giftCards} ore={-order.gift_cards_ore} /> : null}
              <Amount label={t.toPay} ore={order.to_pay_ore} />
            </dl>
          </div>
          <div>
            <h3>{t.vatPerRate}</h3>
            <DataTable
              framed={false}
              rows={order.vat_breakdown}
              rowKey={(row) => row.rate}
              columns={[
                { header: t.vatRate, cell: (row) => t.rate(row.rate) },
                { header: t.vatBase, numeric: true, cell: (row) => formatChargedAmount(row.excl_vat_ore) },
                { header: t.vat, numeric: true, cell: (row) => formatChargedAmount(row.vat_ore) },
              ]}
            />
          </div>
        </div>
      </Panel>

      <div className="admin-panels">
        <Panel id="order-payments" title={t.paymentEvents}>
          <EventList items={events} itemKey={(_, i) => i} empty={t.noPaymentEvents}>
            {(event) => (
              <>
                <When at={event.at} />{' '}
                {event.kind === 'card'
                  ? t.cardPayment(t.cardStatuses[event.text as keyof typeof t.cardStatuses] ?? event.text)
                  : event.kind === 'gift_card_draw'
                    ? t.giftCardDraw(event.text)
                    : event.kind === 'gift_card_back'
                      ? t.giftCardBack(event.text)
                      : event.kind === 'code'
                        ? t.codeUsed(event.text)
                        : t.invoicePaid}
                {event.amount_ore !== null ? `: ${formatChargedAmount(event.amount_ore)}` : null}
              </>
            )}
          </EventList>
        </Panel>

        <Panel id="order-mails" title={t.mails}>
          <EventList items={mails} itemKey={(mail) => mail.id} empty={t.noMails}>
            {(mail) => (
              <>
                <When at={mail.sent_at ?? mail.created_at} /> {t.mailKinds[mail.kind] ?? mail.kind} ({t.mailStatus[mail.status]}): {mail.subject}
                {mail.last_error ? <span className="admin-muted"> – {mail.last_error}</span> : null}
              </>
            )}
          </EventList>
        </Panel>

        <HistoryPanel id="order-history" title={t.history} history={history} />
      </div>
    </>
  );
}
