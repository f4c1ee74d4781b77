import type { Route } from './+types/brand';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { ItemEditor, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { BRAND_LOGO_BOX } from '../../../domain/brand-logo';
import { BrandForm } from '../../components/admin/brand-form';
import { DeletePanel, Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const v = svBackOffice.brands;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? v.editTitle(loaded.brand.name) : v.title);

/** /admin/varumarken/:id: one brand's form and its deletion (only when nothing uses it). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { saved: v.saved, unchanged: v.unchanged, logo_saved: v.logoSaved, logo_removed: v.logoRemoved }, failed: v.errors });
  return { brand: await foundById(params.id, context.services.brandAdmin.get), ...outcome };
}

/** The logo as the storefront shows it (the same fixed 2:1 box), an upload that adds or replaces it, and its removal. */
function Logo({ brand }: { brand: Route.ComponentProps['loaderData']['brand'] }) {
  return (
    <Panel id="brand-logo" title={v.logo}>
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
      <StaffForm action={`/admin/api/brands/${brand.id}/logo`} upload className="admin-form" label={brand.logo === null ? v.logoUpload : v.logoReplace}>
        <Field label={v.logoFile}>
          <input type="file" name="logo" required accept="image/jpeg,image/png,image/webp" />
        </Field>
        <SubmitButton>
          {brand.logo === null ? v.logoUpload : v.logoReplace}
        </SubmitButton>
      </StaffForm>
    </Panel>
  );
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, done, failed } = loaderData;
  return (
    <>
      <ItemEditor
        back={{ href: '/admin/varumarken', text: v.back }}
        title={v.editTitle(brand.name)}
        summary={
          <>
            {v.products}: {brand.productCount}
          </>
        }
        done={done}
        failed={failed}
      >
        <BrandForm action={`/admin/api/brands/${brand.id}`} values={{ name: brand.name, brandLink: brand.brand_link, description: brand.description }} submit={v.save} idPrefix="edit" />
      </ItemEditor>
      <Logo brand={brand} />
      <DeletePanel id="brand-delete" title={v.delete} hint={v.deleteHint} action={`/admin/api/brands/${brand.id}/delete`} text={v.delete} disabled={brand.productCount > 0} />
    </>
  );
}
