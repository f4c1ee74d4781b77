import type { Route } from './+types/gift-card';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { giftCardState } from '../../../domain/gift-card-admin';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { Fact, Facts, PageHeader, Panel, When } from '../../components/admin/back-office-ui';
import { TablePanel } from '../../components/admin/data-table';
import { GiftCardBadge, lastValidDay } from '../../components/admin/operations-ui';
import { LifecyclePanel } from '../../components/admin/lifecycle-panel';
import { ActionForm, Field } from '../../components/admin/form-parts';
import { svCodesAndConfirm } from '../../../common/copy/sv-codes-and-confirm';
import { swedishDate } from '../../../domain/swedish-calendar';
import { backOfficeMeta } from '../../components/admin/page-meta';

const g = svBackOffice.giftCards;
const l = svCodesAndConfirm.giftCard;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? g.cardTitle(loaded.card.code) : g.title);

/** /admin/presentkort/:id (admins only): a card's balance, validity and every draw and return, and turning it off. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { ...g.done, ...l.done }, failed: { ...g.errors, ...l.errors } }, 'admin');
  const detail = await foundById(params.id, context.services.giftCardAdmin.detail);
  return { ...detail, state: giftCardState(detail.card, new Date().toISOString()), ...outcome };
}

type GiftCardData = Route.ComponentProps['loaderData'];

function FactsPanel({ card }: { card: GiftCardData['card'] }) {
  return (
    <Panel id="gift-card-facts" title={g.title}>
      <Facts>
        <Fact label={g.code}>{card.code}</Fact>
        <Fact label={g.balance}>{formatChargedAmount(card.balance_ore)}</Fact>
        <Fact label={g.initial}>{formatChargedAmount(card.initial_balance_ore)}</Fact>
        <Fact label={g.validUntil}>{lastValidDay(card.valid_until)}</Fact>
        <Fact label={g.created}>
          <When at={card.created_at} />
        </Fact>
      </Facts>
    </Panel>
  );
}

/** Every draw (an order paid with the card) and return (a cancelled order's amount back on it). */
function TransactionsPanel({ transactions }: { transactions: GiftCardData['transactions'] }) {
  return (
    <TablePanel
      id="gift-card-transactions"
      title={g.transactions}
      empty={g.noTransactions}
      rows={transactions}
      rowKey={(t) => t.id}
      columns={[
        { header: g.when, cell: (t) => <When at={t.created_at} /> },
        { header: g.order, cell: (t) => (t.order_number ? <a href={`/admin/ordrar/${t.order_number}`}>{t.order_number}</a> : null) },
        { header: g.transactions, cell: (t) => (t.amount_ore < 0 ? g.drawn : g.returned) },
        { header: g.change, numeric: true, cell: (t) => formatChargedAmount(t.amount_ore) },
      ]}
    />
  );
}

/** Pause or resume, end, and the last valid day: what an ended card no longer offers. The balance is never set by hand. */
function LifePanel({ card }: { card: GiftCardData['card'] }) {
  const api = `/admin/api/gift-cards/${card.id}`;
  return (
    <LifecyclePanel
      id="gift-card-actions"
      api={api}
      active={card.active}
      ended={card.ended_at !== null}
      texts={{ ...l, title: l.lifeTitle }}
      after={
        <>
          <h3>{l.validUntilTitle}</h3>
          <ActionForm action={`${api}/valid-until`} text={l.saveValidUntil} tone="secondary" className="admin-actions__row">
            <Field label={l.validUntil} hint={{ id: 'gift-card-valid-until-hint', text: l.validUntilHint }}>
              <input type="date" name="valid_until" defaultValue={card.valid_until ? swedishDate(new Date(Date.parse(card.valid_until) - 1)) : ''} aria-describedby="gift-card-valid-until-hint" />
            </Field>
          </ActionForm>
        </>
      }
    />
  );
}

export default function GiftCard({ loaderData }: Route.ComponentProps) {
  const { card, transactions, state, done, failed } = loaderData;
  return (
    <>
      <PageHeader back={{ href: '/admin/presentkort', text: g.back }} title={g.cardTitle(card.code)} badge={<GiftCardBadge state={state} />} done={done} failed={failed} />
      <div className="admin-panels">
        <FactsPanel card={card} />
        <LifePanel card={card} />
      </div>
      <TransactionsPanel transactions={transactions} />
    </>
  );
}
