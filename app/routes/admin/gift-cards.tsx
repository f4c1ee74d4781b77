import { useLocation } from 'react-router';
import type { Route } from './+types/gift-cards';
import { svBackOffice } from '../../copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { normaliseCode } from '../../../domain/discounts';
import { swedishDate } from '../../../domain/swedish-calendar';
import { giftCardState, parseGiftCardQuery, type GiftCardState } from '../../../domain/gift-card-admin';
import { GiftCardBadge, lastValidDay } from '../../components/admin/operations-ui';
import { outcomeMessages, requireAdmin } from '../../lib/back-office.server';
import { FilterButtons, Notice, Pagination, StaffForm, When } from '../../components/admin/back-office-ui';

const b = svBackOffice;
const g = b.giftCards;

export const meta: Route.MetaFunction = () => [{ title: b.title(g.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/presentkort (admins only): gift cards by code and state, 25 a page, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const url = new URL(request.url);
  const query = parseGiftCardQuery(url.searchParams, normaliseCode);
  const now = new Date().toISOString();
  const page = await context.services.giftCardAdmin.list(query);
  return {
    query,
    ...page,
    rows: page.rows.map((card) => ({ ...card, state: giftCardState(card, now) })),
    today: swedishDate(new Date(now)),
    ...outcomeMessages(url, {}, g.errors),
  };
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages, today, done, failed } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  return (
    <>
      <h1>{g.title}</h1>
      <Notice done={done} failed={failed} />
      <form method="get" action="/admin/presentkort" className="admin-filters" role="search" aria-label={g.title}>
        <label className="admin-field admin-field--wide">
          <span>{g.searchLabel}</span>
          <input type="search" name="q" defaultValue={query.search} maxLength={100} autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>{g.state}</span>
          <select name="status" defaultValue={query.state ?? ''}>
            <option value="">{g.all}</option>
            {(Object.keys(g.states) as GiftCardState[]).map((state) => (
              <option key={state} value={state}>
                {g.states[state]}
              </option>
            ))}
          </select>
        </label>
        <FilterButtons reset={{ href: '/admin/presentkort', label: g.reset }} />
      </form>
      <p className="admin-count" role="status">
        {g.count(total)}
      </p>
      {rows.length === 0 ? (
        <p>{g.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{g.code}</th>
                <th scope="col" className="admin-num">
                  {g.balance}
                </th>
                <th scope="col" className="admin-num">
                  {g.initial}
                </th>
                <th scope="col">{g.validUntil}</th>
                <th scope="col">{g.state}</th>
                <th scope="col">{g.created}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((card) => (
                <tr key={card.id}>
                  <td>
                    <a href={`/admin/presentkort/${card.id}`}>{card.code}</a>
                  </td>
                  <td className="admin-num">{formatPrice(card.balance_ore)}</td>
                  <td className="admin-num">{formatPrice(card.initial_balance_ore)}</td>
                  <td>{lastValidDay(card.valid_until)}</td>
                  <td>
                    <GiftCardBadge state={card.state} />
                  </td>
                  <td>
                    <When at={card.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={query.page} pages={pages} search={search} />

      <section className="admin-panel" aria-labelledby="gift-card-new">
        <h2 id="gift-card-new">{g.createTitle}</h2>
        <StaffForm action="/admin/api/gift-cards" className="admin-form">
          <label className="admin-field">
            <span>{g.amount}</span>
            <input type="text" name="amount" required inputMode="numeric" autoComplete="off" />
          </label>
          <label className="admin-field">
            <span>{g.validUntil}</span>
            <input type="date" name="valid_until" min={today} />
          </label>
          <label className="admin-field">
            <span>{g.code}</span>
            <input type="text" name="code" maxLength={40} autoComplete="off" placeholder={g.optional} aria-describedby="gift-card-code-hint" />
            <small id="gift-card-code-hint">{g.codeHint}</small>
          </label>
          <button type="submit" className="admin-button">
            {g.create}
          </button>
        </StaffForm>
      </section>
    </>
  );
}
