import type { Route } from './+types/brand';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { Notice, StaffForm, useBackOffice } from '../../components/admin/back-office-ui';
import { BRAND_LOGO_BOX } from '../../../domain/brand-logo';
import { BrandForm } from '../../components/admin/brand-form';
import { Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const v = b.brands;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? v.editTitle(loaded.brand.name) : v.title);

/** /admin/varumarken/:id: one brand's form and its deletion (only when nothing uses it). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { saved: v.saved, unchanged: v.unchanged, logo_saved: v.logoSaved, logo_removed: v.logoRemoved }, failed: v.errors });
  return { brand: await foundById(params.id, context.services.brandAdmin.get), ...outcome };
}

/** The logo as the storefront shows it (the same fixed 2:1 box), an upload that adds or replaces it, and its removal. */
function Logo({ brand }: { brand: Route.ComponentProps['loaderData']['brand'] }) {
  const { csrfToken } = useBackOffice();
  return (
    <section className="admin-panel" aria-labelledby="brand-logo">
      <h2 id="brand-logo">{v.logo}</h2>
      <p className="admin-muted">{v.logoIntro}</p>
      {brand.logo === null ? (
        <p>{v.logoNone}</p>
      ) : (
        <div className="admin-brand-logo">
          <img src={brand.logo} alt={v.logoCurrent(brand.name)} width={BRAND_LOGO_BOX.width} height={BRAND_LOGO_BOX.height} />
          <StaffForm action={`/admin/api/brands/${brand.id}/logo/delete`}>
            <SubmitButton tone="danger">
              {v.logoRemove}
            </SubmitButton>
          </StaffForm>
        </div>
      )}
      <form method="post" action={`/admin/api/brands/${brand.id}/logo`} encType="multipart/form-data" className="admin-form" aria-label={brand.logo === null ? v.logoUpload : v.logoReplace}>
        <input type="hidden" name="_token" value={csrfToken} />
        <Field label={v.logoFile}>
          <input type="file" name="logo" required accept="image/jpeg,image/png,image/webp" />
        </Field>
        <SubmitButton>
          {brand.logo === null ? v.logoUpload : v.logoReplace}
        </SubmitButton>
      </form>
    </section>
  );
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, done, failed } = loaderData;
  return (
    <>
      <p>
        <a href="/admin/varumarken">{v.back}</a>
      </p>
      <h1>{v.editTitle(brand.name)}</h1>
      <p>
        {v.products}: {brand.productCount}
      </p>
      <Notice done={done} failed={failed} />
      <section className="admin-panel" aria-label={v.editTitle(brand.name)}>
        <BrandForm action={`/admin/api/brands/${brand.id}`} values={{ name: brand.name, brandLink: brand.brand_link, description: brand.description }} submit={v.save} idPrefix="edit" />
      </section>
      <Logo brand={brand} />
      <section className="admin-panel" aria-labelledby="brand-delete">
        <h2 id="brand-delete">{v.delete}</h2>
        <p className="admin-muted">{v.deleteHint}</p>
        <StaffForm action={`/admin/api/brands/${brand.id}/delete`}>
          <button type="submit" className="admin-button admin-button--danger" disabled={brand.productCount > 0}>
            {v.delete}
          </button>
        </StaffForm>
      </section>
    </>
  );
}
