import { data } from 'react-router';
import type { Route } from './+types/gift-card';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { giftCardState } from '../../../domain/gift-card-admin';
import { outcomeMessages, requireAdmin } from '../../lib/back-office.server';
import { Notice, StaffForm, When } from '../../components/admin/back-office-ui';
import { GiftCardBadge, lastValidDay } from '../../components/admin/operations-ui';

const b = svBackOffice;
const g = b.giftCards;

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: b.title(loaded ? g.cardTitle(loaded.card.code) : g.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/presentkort/:id (admins only): a card's balance, validity and every draw and return, and turning it off. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = Number(params.id);
  const detail = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await context.services.giftCardAdmin.detail(id) : null;
  if (!detail) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return { ...detail, state: giftCardState(detail.card, new Date().toISOString()), ...outcomeMessages(url, g.done, g.errors) };
}

export default function GiftCard({ loaderData }: Route.ComponentProps) {
  const { card, transactions, state, done, failed } = loaderData;
  return (
    <>
      <p className="admin-back">
        <a href="/admin/presentkort">{g.back}</a>
      </p>
      <h1>
        {g.cardTitle(card.code)} <GiftCardBadge state={state} />
      </h1>
      <Notice done={done} failed={failed} />
      <div className="admin-panels">
        <section className="admin-panel" aria-labelledby="gift-card-facts">
          <h2 id="gift-card-facts">{g.title}</h2>
          <dl className="admin-facts">
            <dt>{g.code}</dt>
            <dd>{card.code}</dd>
            <dt>{g.balance}</dt>
            <dd>{formatChargedAmount(card.balance_ore)}</dd>
            <dt>{g.initial}</dt>
            <dd>{formatChargedAmount(card.initial_balance_ore)}</dd>
            <dt>{g.validUntil}</dt>
            <dd>{lastValidDay(card.valid_until)}</dd>
            <dt>{g.created}</dt>
            <dd>
              <When at={card.created_at} />
            </dd>
          </dl>
        </section>
        {card.active ? (
          <section className="admin-panel admin-actions" aria-labelledby="gift-card-actions">
            <h2 id="gift-card-actions">{g.deactivate}</h2>
            <StaffForm action={`/admin/api/gift-cards/${card.id}/deactivate`} className="admin-actions__cancel">
              <button type="submit" className="admin-button admin-button--danger" aria-describedby="gift-card-deactivate-hint">
                {g.deactivate}
              </button>
              <small id="gift-card-deactivate-hint">{g.deactivateHint}</small>
            </StaffForm>
          </section>
        ) : null}
      </div>
      <section className="admin-panel" aria-labelledby="gift-card-transactions">
        <h2 id="gift-card-transactions">{g.transactions}</h2>
        {transactions.length === 0 ? (
          <p>{g.noTransactions}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{g.when}</th>
                  <th scope="col">{g.order}</th>
                  <th scope="col">{g.transactions}</th>
                  <th scope="col" className="admin-num">
                    {g.change}
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((t) => (
                  <tr key={t.id}>
                    <td>
                      <When at={t.created_at} />
                    </td>
                    <td>{t.order_number ? <a href={`/admin/ordrar/${t.order_number}`}>{t.order_number}</a> : null}</td>
                    <td>{t.amount_ore < 0 ? g.drawn : g.returned}</td>
                    <td className="admin-num">{formatChargedAmount(t.amount_ore)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
