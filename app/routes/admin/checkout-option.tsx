import { data } from 'react-router';
import type { Route } from './+types/checkout-option';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { kronorForInput } from '../../../domain/checkout-options-admin';
import { checkoutMarkUrl, deliveryMark, OPTION_IMAGE_BOX, paymentMark } from '../../../domain/checkout-marks';
import { backOfficePage, foundById } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm } from '../../components/admin/back-office-ui';
import { CheckField, Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';
import { ShopPlaceholderList } from '../../components/admin/shop-placeholder-list';

const o = svBackOffice.checkoutOptions;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? o.editTitle(loaded.type.name) : o.title);

/** /admin/leverans-och-betalning/frakt/:id and .../betalning/:id (admins only): one delivery or payment type's form. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: o.done, failed: o.errors }, 'admin');
  const { checkoutOptionsAdmin } = context.services;
  if (params.kind === 'frakt') {
    const type = await foundById(params.id, checkoutOptionsAdmin.deliveryType);
    const ranges = type.postal_code_ranges ? (JSON.parse(type.postal_code_ranges) as { from: string; to: string }[]) : [];
    return { kind: 'delivery' as const, type, ranges: ranges.map((r) => `${r.from}-${r.to}`).join('\n'), ...outcome };
  }
  if (params.kind === 'betalning') {
    return { kind: 'payment' as const, type: await foundById(params.id, checkoutOptionsAdmin.paymentType), ranges: '', ...outcome };
  }
  throw data(null, { status: 404 });
}

/** The image the checkout shows beside the option (the owner's, or the shop's mark), an upload that replaces it, and its removal. */
function OptionImage({ kind, id, name, image, mark }: { kind: 'delivery' | 'payment'; id: number; name: string; image: string | null; mark: string }) {
  return (
    <Panel id="option-image" title={o.image}>
      <p className="admin-muted">{o.imageIntro}</p>
      <div className="admin-option-image">
        <img src={image ?? mark} alt={o.imageCurrent(name)} width={OPTION_IMAGE_BOX.width} height={OPTION_IMAGE_BOX.height} />
        {image === null ? (
          <p>{o.imageDefault}</p>
        ) : (
          <StaffForm action={`/admin/api/${kind}-types/${id}/image/delete`}>
            <SubmitButton tone="danger">
              {o.imageRemove}
            </SubmitButton>
          </StaffForm>
        )}
      </div>
      <StaffForm action={`/admin/api/${kind}-types/${id}/image`} upload className="admin-form" label={image === null ? o.imageUpload : o.imageReplace}>
        <Field label={o.imageFile}>
          <input type="file" name="image" required accept="image/jpeg,image/png,image/webp" />
        </Field>
        <SubmitButton>
          {image === null ? o.imageUpload : o.imageReplace}
        </SubmitButton>
      </StaffForm>
    </Panel>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: number }) {
  return (
    <CheckField label={label}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked === 1} />
    </CheckField>
  );
}

export default function CheckoutOption({ loaderData }: Route.ComponentProps) {
  const { kind, type, ranges, done, failed } = loaderData;
  const delivery = kind === 'delivery' ? loaderData.type : null;
  const mark = checkoutMarkUrl(
    loaderData.kind === 'delivery'
      ? deliveryMark({ name: loaderData.type.name, isPickup: loaderData.type.is_pickup === 1, isDigital: loaderData.type.is_digital === 1 })
      : paymentMark(loaderData.type.handler),
  );
  return (
    <>
      <PageHeader back={{ href: '/admin/leverans-och-betalning', text: o.back }} title={o.editTitle(type.name)} done={done} failed={failed} />
      <Panel id="option-form" title={kind === 'delivery' ? o.delivery : o.payment}>
        <StaffForm action={`/admin/api/${kind}-types/${type.id}`} className="admin-form admin-form--start">
          <Field label={o.name}>
            <input type="text" name="name" required maxLength={100} defaultValue={type.name} autoComplete="off" />
          </Field>
          <Field label={kind === 'delivery' ? o.price : o.fee}>
            <input type="text" name="price" inputMode="decimal" defaultValue={kronorForInput(type.price_incl_vat_ore)} autoComplete="off" />
          </Field>
          <Field label={o.position}>
            <input type="number" name="position" min={0} max={100000} step={1} defaultValue={type.position} inputMode="numeric" />
          </Field>
          <Field label={o.description} className="admin-field--full">
            <input type="text" name="description" maxLength={500} defaultValue={type.description} autoComplete="off" />
          </Field>
          {/* A payment type's description is filled in from the settings in the checkout ('{betalningsvillkor}'). */}
          {delivery ? null : <ShopPlaceholderList />}
          {delivery ? (
            <>
              <Field label={o.countries} hint={{ id: 'option-countries-hint', text: o.countriesHint }}>
                <input type="text" name="countries" required maxLength={50} defaultValue={delivery.countries} autoComplete="off" aria-describedby="option-countries-hint" />
              </Field>
              <Field label={o.ranges} hint={{ id: 'option-ranges-hint', text: o.rangesHint }}>
                <textarea name="postal_code_ranges" rows={3} defaultValue={ranges} aria-describedby="option-ranges-hint" />
              </Field>
              <Check name="is_pickup" label={o.pickup} checked={delivery.is_pickup} />
              <Check name="requires_postal_code" label={o.requiresPostalCode} checked={delivery.requires_postal_code} />
              <Check name="free_delivery_applies" label={o.freeDelivery} checked={delivery.free_delivery_applies} />
            </>
          ) : null}
          <Check name="for_private" label={o.forPrivate} checked={type.for_private} />
          <Check name="for_company" label={o.forCompany} checked={type.for_company} />
          <Check name="active" label={o.active} checked={type.active} />
          <div className="admin-form__submit">
            <SubmitButton>
              {o.save}
            </SubmitButton>
          </div>
        </StaffForm>
      </Panel>
      <OptionImage kind={kind} id={type.id} name={type.name} image={type.image} mark={mark} />
    </>
  );
}
