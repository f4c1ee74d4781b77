import { data } from 'react-router';
import type { Route } from './+types/return-case';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { REJECTION_REASON_MAX, returnCaseActions } from '../../../domain/return-case-admin';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { EventList, HistoryPanel, Notice, Panel, StaffForm, StateBadge, When } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { ReturnCaseBadge } from '../../components/admin/operations-ui';

const b = svBackOffice;
const r = b.returnCases;

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: b.title(loaded ? r.caseTitle(loaded.case.case_number) : r.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/returer/:id: a case with its lines, images and mails, and the decision it waits for. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const id = Number(params.id);
  const detail = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await context.services.returnCaseAdmin.detail(id) : null;
  if (!detail) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return { ...detail, actions: returnCaseActions(detail.case.status), ...outcomeMessages(url, r.done, r.errors) };
}

export default function ReturnCase({ loaderData }: Route.ComponentProps) {
  const { case: c, order, lines, images, mails, history, actions, done, failed } = loaderData;
  const action = (name: string) => `/admin/api/return-cases/${c.id}/${name}`;
  return (
    <>
      <p className="admin-back">
        <a href="/admin/returer">{r.back}</a>
      </p>
      <h1>
        {r.caseTitle(c.case_number)} <ReturnCaseBadge status={c.status} />
      </h1>
      <Notice done={done} failed={failed} />
      <div className="admin-panels">
        <Panel id="case-facts" title={r.types[c.type]}>
          <dl className="admin-facts">
            <dt>{r.filed}</dt>
            <dd>
              <When at={c.created_at} />
            </dd>
            <dt>{r.order}</dt>
            <dd>
              <a href={`/admin/ordrar/${order.order_number}`}>{order.order_number}</a> <StateBadge state={order.status} />
            </dd>
            <dt>{r.orderPlaced}</dt>
            <dd>
              <When at={order.created_at} />
            </dd>
            {order.delivered_at ? (
              <>
                <dt>{r.delivered}</dt>
                <dd>
                  <When at={order.delivered_at} />
                </dd>
              </>
            ) : null}
            <dt>{r.customer}</dt>
            <dd>
              {order.name}
              <br />
              {order.email}
            </dd>
            {c.decided_at ? (
              <>
                <dt>{r.decidedAt}</dt>
                <dd>
                  <When at={c.decided_at} />
                </dd>
              </>
            ) : null}
            {c.decision_note ? (
              <>
                <dt>{r.rejectionReason}</dt>
                <dd>{c.decision_note}</dd>
              </>
            ) : null}
          </dl>
          <h3>{r.reason}</h3>
          {c.reason ? <p className="admin-message">{c.reason}</p> : <p>{r.noReason}</p>}
        </Panel>

        <Panel id="case-actions" title={r.actions} className="admin-actions">
          {actions.length === 0 ? <p>{r.noActions}</p> : null}
          <div className="admin-actions__row">
            {actions.includes('approve') ? (
              <StaffForm action={action('approve')} className="admin-actions__cancel">
                <button type="submit" className="admin-button" aria-describedby="case-approve-hint">
                  {r.approve}
                </button>
                <small id="case-approve-hint">{r.approveHint}</small>
              </StaffForm>
            ) : null}
            {actions.includes('reject') ? (
              <StaffForm action={action('reject')} className="admin-form admin-form--stacked">
                <label className="admin-field">
                  <span>{r.rejectReason}</span>
                  <textarea name="reason" required minLength={3} maxLength={REJECTION_REASON_MAX} rows={3} />
                </label>
                <div>
                  <button type="submit" className="admin-button admin-button--danger">
                    {r.reject}
                  </button>
                </div>
              </StaffForm>
            ) : null}
            {actions.includes('close') ? (
              <StaffForm action={action('close')} className="admin-actions__cancel">
                <button type="submit" className="admin-button" aria-describedby="case-close-hint">
                  {r.close}
                </button>
                <small id="case-close-hint">{r.closeHint}</small>
              </StaffForm>
            ) : null}
          </div>
        </Panel>
      </div>

      <Panel id="case-lines" title={r.lines}>
        <DataTable
          rows={lines}
          rowKey={(line) => line.id}
          columns={[
            { header: r.product, cell: (line) => line.name },
            { header: r.quantity, numeric: true, cell: (line) => line.quantity },
            { header: r.ordered, numeric: true, cell: (line) => line.ordered },
            { header: r.unitPrice, numeric: true, cell: (line) => formatChargedAmount(line.unit_price_incl_vat_ore) },
          ]}
        />
      </Panel>

      <div className="admin-panels">
        <Panel id="case-images" title={r.images}>
          {images.length === 0 ? (
            <p>{r.noImages}</p>
          ) : (
            <ul className="admin-images">
              {images.map((image) => (
                <li key={image.id}>
                  <figure>
                    <a href={`/admin/api/return-cases/${c.id}/images/${image.id}`}>
                      <img src={`/admin/api/return-cases/${c.id}/images/${image.id}`} alt={r.imageAlt(image.original_name)} loading="lazy" />
                    </a>
                    <figcaption>
                      {image.original_name} ({Math.max(1, Math.round(image.size_bytes / 1024))} kB)
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="case-mails" title={r.mails}>
          <EventList items={mails} itemKey={(mail) => mail.id} empty={r.noMails}>
            {(mail) => (
              <>
                <When at={mail.created_at} /> {mail.subject} ({b.order.mailStatus[mail.status]})
              </>
            )}
          </EventList>
        </Panel>
        <HistoryPanel id="case-history" title={r.history} history={history} />
      </div>
    </>
  );
}
