import type { Route } from './+types/order-cancel';
import { svCodesAndConfirm } from '../../../common/copy/sv-codes-and-confirm';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { moneyStepOfPage, type MoneyConfirmation } from '../../../domain/money-confirmation';
import { backOfficePage, orNotFound } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const c = svCodesAndConfirm.confirm;
const CALLS = { cancel: 'cancel', refund_retry: 'refund-retry', refund_settle: 'refunded' } as const;

export const meta: Route.MetaFunction = ({ params }) => {
  const step = moneyStepOfPage(params.step ?? '') ?? 'cancel';
  return backOfficeMeta(c.titles[step](params.orderNumber ?? ''));
};

/**
 * /admin/ordrar/:orderNumber/makulera (and /aterbetala-igen, /aterbetald): what a money step would do now, asked
 * once more (issue 30). The form carries the amount shown; the call refuses any other.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { failed: c.errors });
  const step = orNotFound(moneyStepOfPage(params.step));
  const found = orNotFound(await context.services.orderAdmin.confirmation(params.orderNumber, step));
  return { orderNumber: params.orderNumber, confirmation: found.confirmation, reason: found.refund?.reason ?? null, ...outcome };
}

/** Öre shown with its decimals: the confirmation names the exact amount. */
const exact = (ore: number) => formatPrice(ore, { decimals: true });

/** Each thing the step does, one sentence each. */
function consequences(confirmation: MoneyConfirmation): string[] {
  const amount = exact(confirmation.refundOre);
  const route = confirmation.route ? c.routes[confirmation.route] : '';
  if (confirmation.step === 'refund_retry') return [c.retry(amount, route), c.retryCheck];
  if (confirmation.step === 'refund_settle') return [c.settle(amount), c.settleCheck];
  const money = confirmation.refundOre === 0 ? c.noRefund : confirmation.route === 'by_hand' ? c.refundByHand(amount) : c.refund(amount, route);
  return [
    c.cancelled,
    money,
    ...(confirmation.stockUnits > 0 ? [c.stock(confirmation.stockUnits)] : []),
    ...(confirmation.giftCardsOre > 0 ? [c.giftCards(exact(confirmation.giftCardsOre))] : []),
    ...(confirmation.codes.length > 0 ? [c.codes(confirmation.codes.join(', '))] : []),
  ];
}

function buttonText(confirmation: MoneyConfirmation): string {
  const amount = exact(confirmation.refundOre);
  if (confirmation.step !== 'cancel') return c.buttons[confirmation.step](amount);
  return confirmation.refundOre > 0 ? c.buttons.cancelRefund(amount) : c.buttons.cancel;
}

export default function OrderCancel({ loaderData }: Route.ComponentProps) {
  const { orderNumber, confirmation, reason, failed } = loaderData;
  const orderPage = `/admin/ordrar/${orderNumber}`;
  return (
    <>
      <PageHeader back={{ href: orderPage, text: c.back }} title={c.titles[confirmation.step](orderNumber)} done={null} failed={failed} />
      <Panel id="money-confirmation" title={c.whatHappens} className="admin-actions">
        <ul>
          {consequences(confirmation).map((text) => (
            <li key={text}>{text}</li>
          ))}
          {reason ? <li>{svBackOffice.refunds.reasons[reason]}</li> : null}
        </ul>
        <StaffForm action={`/admin/api/orders/${orderNumber}/${CALLS[confirmation.step]}`} className="admin-actions__row">
          <input type="hidden" name="confirm" value={confirmation.refundOre} />
          <SubmitButton tone="danger">{buttonText(confirmation)}</SubmitButton>
          <a className="admin-button admin-button--secondary" href={orderPage}>
            {c.cancel}
          </a>
        </StaffForm>
      </Panel>
    </>
  );
}
