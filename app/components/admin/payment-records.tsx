import { svAccounting } from '../../../common/copy/sv-accounting';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import type { OrderDetail, PaymentEvent } from '../../../services/admin/order-admin';
import { EventList, Panel, When } from './back-office-ui';

const t = svBackOffice.order;
const m = svAccounting;

/** The order's movements and events as its page's data carries them (dates as text). */
type MovementItem = Pick<OrderDetail['records'][number], 'kind' | 'method' | 'provider_reference' | 'amount_ore' | 'booked_at' | 'recorded_by'>;

type Line = { at: string; text: string; amountOre: number | null; detail: string | null };

function eventText(event: PaymentEvent): string {
  const status = t.cardStatuses[event.text as keyof typeof t.cardStatuses] ?? event.text;
  switch (event.kind) {
    case 'card':
      return m.attempt.card(status);
    case 'swish':
      return m.attempt.swish(status);
    case 'gift_card_draw':
      return t.giftCardDraw(event.text);
    case 'gift_card_back':
      return t.giftCardBack(event.text);
    case 'code':
      return t.codeUsed(event.text);
    default:
      return t.invoicePaid;
  }
}

function movementLine(record: MovementItem): Line {
  const detail = [record.provider_reference ? m.reference(record.provider_reference) : null, record.recorded_by ? m.recordedBy(record.recorded_by) : null].filter(Boolean).join(', ');
  return { at: record.booked_at, text: m.movement(record.kind, record.method), amountOre: record.amount_ore, detail: detail === '' ? null : detail };
}

/** The order's 'Betalningshändelser': the money that moved, with the provider's reference, and the rest, by time. */
export function PaymentsPanel({ records, events }: { records: readonly MovementItem[]; events: readonly PaymentEvent[] }) {
  const lines: Line[] = [
    ...records.map(movementLine),
    ...events.map((event) => ({ at: event.at, text: eventText(event), amountOre: event.amount_ore, detail: null })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Panel id="order-payments" title={t.paymentEvents}>
      <EventList items={lines} itemKey={(_, i) => i} empty={t.noPaymentEvents}>
        {(line) => (
          <>
            <When at={line.at} /> {line.text}
            {line.amountOre !== null ? `: ${formatChargedAmount(line.amountOre)}` : null}
            {line.detail ? <span className="admin-muted"> – {line.detail}</span> : null}
          </>
        )}
      </EventList>
    </Panel>
  );
}
