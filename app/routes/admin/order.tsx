import type { Route } from './+types/order';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { recordPayment, transition } from '../../../domain/order-states';
import { backOfficePage, orNotFound } from '../../lib/back-office.server';
import type { ReactNode } from 'react';
import { EventList, Fact, Facts, HistoryPanel, PageHeader, Panel, StateBadge, When } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { ActionForm, Field, type FieldHint } from '../../components/admin/form-parts';
import { MONEY_STEP_PAGES, type MoneyStep } from '../../../domain/money-confirmation';
import { backOfficeMeta } from '../../components/admin/page-meta';
import { InvoicePanel } from '../../components/admin/invoice-panel';
import { svInvoices } from '../../../common/copy/sv-invoices';
import { PaymentsPanel } from '../../components/admin/payment-records';

const b = svBackOffice;
const t = b.order;

export const meta: Route.MetaFunction = ({ params }) => backOfficeMeta(t.title(params.orderNumber ?? ''));

/** /admin/ordrar/:orderNumber: the whole order, its payment events and mails, and what may happen to it next. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { ...t.done, ...b.refunds.done, ...svInvoices.done }, failed: { ...t.refused, ...b.refunds.errors, ...svInvoices.refused } });
  const detail = orNotFound(await context.services.orderAdmin.detail(params.orderNumber));
  const invoices = await context.services.invoices.ofOrder(detail.order.id);
  const { order } = detail;
  const can = (action: 'ship' | 'deliver' | 'cancel') => {
    const next = transition(order.status, action);
    return next.ok && next.steps.length > 0;
  };
  const payment = order.payment_handler === 'manual_payment' ? recordPayment(order.status, order.paid_at !== null) : null;
  return {
    ...detail,
    invoices,
    ...outcome,
    actions: { pay: payment?.ok === true && payment.changed, ship: can('ship'), deliver: can('deliver'), cancel: can('cancel') },
  };
}

type OrderData = Route.ComponentProps['loaderData'];
type Order = OrderData['order'];

function Amount({ label, ore }: { label: string; ore: number }) {
  return (
    <Fact label={label} numeric>
      {formatChargedAmount(ore)}
    </Fact>
  );
}

/** A money step's button: it opens the step's confirmation page (issue 30), where the amount is asked once more. */
function ConfirmLink({ orderNumber, step, text, tone, hint }: { orderNumber: string; step: MoneyStep; text: string; tone?: 'secondary' | 'danger'; hint?: FieldHint }) {
  return (
    <>
      <a className={tone ? `admin-button admin-button--${tone}` : 'admin-button'} href={`/admin/ordrar/${orderNumber}/${MONEY_STEP_PAGES[step]}`} aria-describedby={hint?.id}>
        {text}
      </a>
      {hint ? <small id={hint.id}>{hint.text}</small> : null}
    </>
  );
}

/**
 * A cancelled paid order's refund: done (through the provider, or recorded by staff), on its way through the
 * provider, or still to do by hand with why (and, where the provider refused or did not answer, another attempt).
 */
function Refund({ refund, orderNumber }: { refund: NonNullable<OrderData['refund']>; orderNumber: string }) {
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
        <ConfirmLink orderNumber={orderNumber} step="refund_settle" text={r.settle} />
        {retryable ? <ConfirmLink orderNumber={orderNumber} step="refund_retry" text={r.retry} tone="secondary" /> : null}
      </div>
    </div>
  );
}

/** A payment that came after the hold released the order (decision 038): the order taken back, or the money refunded and why. */
function LatePayment({ order }: { order: Order }) {
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

function StatusPanel({ order }: { order: Order }) {
  return (
    <Panel id="order-status" title={t.status}>
      <Facts>
        <Fact label={t.placed}>
          <When at={order.created_at} />
        </Fact>
        <Fact label={t.paidAt}>{order.paid_at ? <When at={order.paid_at} /> : t.unpaid}</Fact>
        <Fact label={t.shippedAt}>{order.shipped_at && <When at={order.shipped_at} />}</Fact>
        <Fact label={t.tracking}>{order.tracking_number}</Fact>
        <Fact label={t.deliveredAt}>{order.delivered_at && <When at={order.delivered_at} />}</Fact>
      </Facts>
    </Panel>
  );
}

function CustomerPanel({ order }: { order: Order }) {
  return (
    <Panel id="order-customer" title={t.customer}>
      <Facts>
        <Fact label={t.customer}>
          {order.first_name} {order.last_name}
        </Fact>
        <Fact label={t.company}>{order.company}</Fact>
        <Fact label={t.identity}>{order.identity}</Fact>
        <Fact label={t.email}>{order.email}</Fact>
        <Fact label={t.mobile}>{order.mobile}</Fact>
      </Facts>
      {order.order_message ? (
        <>
          <h3>{t.message}</h3>
          <p className="admin-message">{order.order_message}</p>
        </>
      ) : null}
    </Panel>
  );
}

/** One line of an address, with its line break; nothing for a part the order does not have. */
function AddressLine({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <br />
    </>
  );
}

function DeliveryPanel({ order }: { order: Order }) {
  return (
    <Panel id="order-delivery" title={t.delivery}>
      <p>{order.delivery_name}</p>
      <h3>{t.deliveryAddress}</h3>
      <address>
        <AddressLine>
          {order.first_name} {order.last_name}
        </AddressLine>
        {order.company ? <AddressLine>{order.company}</AddressLine> : null}
        <AddressLine>{order.address}</AddressLine>
        {order.co ? <AddressLine>c/o {order.co}</AddressLine> : null}
        {order.postal_code} {order.city}
      </address>
      <h3>{t.payment}</h3>
      <p>{order.payment_name}</p>
    </Panel>
  );
}

/** What may happen to the order next; no panel when nothing may. */
function ActionsPanel({ number, actions }: { number: string; actions: OrderData['actions'] }) {
  if (!(actions.pay || actions.ship || actions.deliver || actions.cancel)) return null;
  const to = (name: string) => `/admin/api/orders/${number}/${name}`;
  return (
    <Panel id="order-actions" title={t.actions} className="admin-actions">
      <div className="admin-actions__row">
        {actions.pay ? <ActionForm action={to('pay')} text={t.markPaid} /> : null}
        {actions.ship ? (
          <ActionForm action={to('ship')} text={t.ship} className="admin-actions__ship">
            <Field label={t.tracking} hint={{ id: 'tracking-hint', text: t.trackingHint }}>
              <input type="text" name="tracking_number" maxLength={40} autoComplete="off" aria-describedby="tracking-hint" />
            </Field>
          </ActionForm>
        ) : null}
        {actions.deliver ? <ActionForm action={to('deliver')} text={t.deliver} /> : null}
        {actions.cancel ? (
          <div className="admin-actions__cancel">
            <ConfirmLink orderNumber={number} step="cancel" text={t.cancel} tone="danger" hint={{ id: 'cancel-hint', text: t.cancelHint }} />
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

function AmountsSummary({ order }: { order: Order }) {
  return (
    <div>
      <h3>{t.amounts}</h3>
      <Facts amounts>
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
      </Facts>
    </div>
  );
}

function VatSummary({ order }: { order: Order }) {
  return (
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
  );
}

function LinesPanel({ order, lines }: { order: Order; lines: OrderData['lines'] }) {
  return (
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
        <AmountsSummary order={order} />
        <VatSummary order={order} />
      </div>
    </Panel>
  );
}

function MailsPanel({ mails }: { mails: OrderData['mails'] }) {
  return (
    <Panel id="order-mails" title={t.mails}>
      <EventList items={mails} itemKey={(mail) => mail.id} empty={t.noMails}>
        {(mail) => (
          <>
            <When at={mail.sent_at ?? mail.created_at} /> {t.mailKinds[mail.kind.replace(/_\d+/g, '')] ?? mail.kind} ({t.mailStatus[mail.status]}): {mail.subject}
            {mail.last_error ? <span className="admin-muted"> – {mail.last_error}</span> : null}
          </>
        )}
      </EventList>
    </Panel>
  );
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, lines, events, records, mails, history, refund, done, failed, actions, invoices } = loaderData;
  const number = order.order_number ?? '';
  return (
    <>
      <PageHeader back={{ href: '/admin/ordrar', text: t.back }} title={t.title(number)} badge={<StateBadge state={order.status} />} done={done} failed={failed} />
      <LatePayment order={order} />
      {refund ? <Refund refund={refund} orderNumber={number} /> : null}
      <div className="admin-panels">
        <StatusPanel order={order} />
        <CustomerPanel order={order} />
        <DeliveryPanel order={order} />
      </div>
      <ActionsPanel number={number} actions={actions} />
      <InvoicePanel orderNumber={number} invoices={invoices} invoiceOrder={order.payment_handler === 'manual_payment'} />
      <LinesPanel order={order} lines={lines} />
      <div className="admin-panels">
        <PaymentsPanel records={records} events={events} />
        <MailsPanel mails={mails} />
        <HistoryPanel id="order-history" title={t.history} history={history} />
      </div>
    </>
  );
}
