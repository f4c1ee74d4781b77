import type { Route } from './+types/info-page';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { InfoPageFields } from '../../components/admin/operations-ui';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const p = svBackOffice.infoPages;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? p.editTitle(loaded.page.title) : p.title);

/** /admin/informationssidor/:id: one info page's form, and deleting it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: p.done, failed: p.errors });
  const { infoPageAdmin } = context.services;
  const page = await foundById(params.id, infoPageAdmin.byId);
  return { page, parents: await infoPageAdmin.parents(), ...outcome };
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, parents, done, failed } = loaderData;
  return (
    <>
      <PageHeader back={{ href: '/admin/informationssidor', text: p.back }} title={p.editTitle(page.title)} done={done} failed={failed} />
      {page.published === 1 ? (
        <p>
          <a href={page.url}>{p.view}</a>
        </p>
      ) : null}
      <Panel id="info-page-edit" title={p.edit}>
        <StaffForm action={`/admin/api/info-pages/${page.id}`} className="admin-form admin-form--start">
          <InfoPageFields page={page} parents={parents} />
          <div className="admin-form__submit">
            <SubmitButton>
              {p.save}
            </SubmitButton>
          </div>
        </StaffForm>
      </Panel>
      <Panel id="info-page-remove" title={p.remove} className="admin-actions">
        <StaffForm action={`/admin/api/info-pages/${page.id}/delete`} className="admin-actions__cancel">
          <SubmitButton tone="danger" aria-describedby="info-page-remove-hint">
            {p.remove}
          </SubmitButton>
          <small id="info-page-remove-hint">{p.removeHint}</small>
        </StaffForm>
      </Panel>
    </>
  );
}
