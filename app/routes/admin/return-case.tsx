import type { Route } from './+types/return-case';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { REJECTION_REASON_MAX, returnCaseActions } from '../../../domain/return-case-admin';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { EventList, Fact, Facts, HistoryPanel, PageHeader, Panel, StaffForm, StateBadge, When } from '../../components/admin/back-office-ui';
import { TablePanel } from '../../components/admin/data-table';
import { ActionForm, Field, SubmitButton } from '../../components/admin/form-parts';
import { ReturnCaseBadge } from '../../components/admin/operations-ui';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const r = b.returnCases;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? r.caseTitle(loaded.case.case_number) : r.title);

/** /admin/returer/:id: a case with its lines, images and mails, and the decision it waits for. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: r.done, failed: r.errors });
  const detail = await foundById(params.id, context.services.returnCaseAdmin.detail);
  return { ...detail, actions: returnCaseActions(detail.case.status), ...outcome };
}

type CaseData = Route.ComponentProps['loaderData'];

function FactsPanel({ case: c, order }: Pick<CaseData, 'case' | 'order'>) {
  return (
    <Panel id="case-facts" title={r.types[c.type]}>
      <Facts>
        <Fact label={r.filed}>
          <When at={c.created_at} />
        </Fact>
        <Fact label={r.order}>
          <a href={`/admin/ordrar/${order.order_number}`}>{order.order_number}</a> <StateBadge state={order.status} />
        </Fact>
        <Fact label={r.orderPlaced}>
          <When at={order.created_at} />
        </Fact>
        <Fact label={r.delivered}>{order.delivered_at && <When at={order.delivered_at} />}</Fact>
        <Fact label={r.customer}>
          {order.name}
          <br />
          {order.email}
        </Fact>
        <Fact label={r.decidedAt}>{c.decided_at && <When at={c.decided_at} />}</Fact>
        <Fact label={r.rejectionReason}>{c.decision_note}</Fact>
      </Facts>
      <h3>{r.reason}</h3>
      {c.reason ? <p className="admin-message">{c.reason}</p> : <p>{r.noReason}</p>}
    </Panel>
  );
}

/** The decisions the case's state allows: approve, reject with a reason the customer is mailed, or close. */
function ActionsPanel({ caseId, actions }: { caseId: number; actions: CaseData['actions'] }) {
  const to = (name: string) => `/admin/api/return-cases/${caseId}/${name}`;
  return (
    <Panel id="case-actions" title={r.actions} className="admin-actions">
      {actions.length === 0 ? <p>{r.noActions}</p> : null}
      <div className="admin-actions__row">
        {actions.includes('approve') ? <ActionForm action={to('approve')} text={r.approve} hint={{ id: 'case-approve-hint', text: r.approveHint }} className="admin-actions__cancel" /> : null}
        {actions.includes('reject') ? (
          <StaffForm action={to('reject')} className="admin-form admin-form--stacked">
            <Field label={r.rejectReason}>
              <textarea name="reason" required minLength={3} maxLength={REJECTION_REASON_MAX} rows={3} />
            </Field>
            <div>
              <SubmitButton tone="danger">{r.reject}</SubmitButton>
            </div>
          </StaffForm>
        ) : null}
        {actions.includes('close') ? <ActionForm action={to('close')} text={r.close} hint={{ id: 'case-close-hint', text: r.closeHint }} className="admin-actions__cancel" /> : null}
      </div>
    </Panel>
  );
}

function LinesPanel({ lines }: { lines: CaseData['lines'] }) {
  return (
    <TablePanel
      id="case-lines"
      title={r.lines}
      rows={lines}
      rowKey={(line) => line.id}
      columns={[
        { header: r.product, cell: (line) => line.name },
        { header: r.quantity, numeric: true, cell: (line) => line.quantity },
        { header: r.ordered, numeric: true, cell: (line) => line.ordered },
        { header: r.unitPrice, numeric: true, cell: (line) => formatChargedAmount(line.unit_price_incl_vat_ore) },
      ]}
    />
  );
}

/** The customer's pictures, each linking to the full size. */
function ImagesPanel({ caseId, images }: { caseId: number; images: CaseData['images'] }) {
  return (
    <Panel id="case-images" title={r.images}>
      {images.length === 0 ? (
        <p>{r.noImages}</p>
      ) : (
        <ul className="admin-images">
          {images.map((image) => (
            <li key={image.id}>
              <figure>
                <a href={`/admin/api/return-cases/${caseId}/images/${image.id}`}>
                  <img src={`/admin/api/return-cases/${caseId}/images/${image.id}`} alt={r.imageAlt(image.original_name)} loading="lazy" />
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
  );
}

function MailsPanel({ mails }: { mails: CaseData['mails'] }) {
  return (
    <Panel id="case-mails" title={r.mails}>
      <EventList items={mails} itemKey={(mail) => mail.id} empty={r.noMails}>
        {(mail) => (
          <>
            <When at={mail.created_at} /> {mail.subject} ({b.order.mailStatus[mail.status]})
          </>
        )}
      </EventList>
    </Panel>
  );
}

export default function ReturnCase({ loaderData }: Route.ComponentProps) {
  const { case: c, order, lines, images, mails, history, actions, done, failed } = loaderData;
  return (
    <>
      <PageHeader back={{ href: '/admin/returer', text: r.back }} title={r.caseTitle(c.case_number)} badge={<ReturnCaseBadge status={c.status} />} done={done} failed={failed} />
      <div className="admin-panels">
        <FactsPanel case={c} order={order} />
        <ActionsPanel caseId={c.id} actions={actions} />
      </div>
      <LinesPanel lines={lines} />
      <div className="admin-panels">
        <ImagesPanel caseId={c.id} images={images} />
        <MailsPanel mails={mails} />
        <HistoryPanel id="case-history" title={r.history} history={history} />
      </div>
    </>
  );
}
