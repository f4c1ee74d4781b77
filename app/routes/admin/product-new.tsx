import { useLocation } from 'react-router';
import type { Route } from './+types/product-new';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage, refusedDrafts } from '../../lib/back-office.server';
import { PageHeader } from '../../components/admin/back-office-ui';
import { ProductFields, productFormValues } from '../../components/admin/product-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const p = svBackOffice.products;

export const meta: Route.MetaFunction = () => backOfficeMeta(p.newTitle);

/** /admin/produkter/ny: a new product (saved as hidden or published, as chosen); variants and images follow in its editor. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { principal, outcome } = backOfficePage(context, request, { failed: p.errors });
  const [{ brands, categories, vatClasses }, drafts] = await Promise.all([context.services.productAdmin.choices(), refusedDrafts(context, request, principal)]);
  return { choices: { brands, categories, vatClasses }, draft: drafts.product, ...outcome };
}

export default function ProductNew({ loaderData }: Route.ComponentProps) {
  const { choices, draft, done, failed } = loaderData;
  const invalid = new URLSearchParams(useLocation().search).get('fel');
  const { values, invalidFields } = productFormValues(
    {
      name: '', sku: '', slug: '', brand_id: '', category_id: '', vat_class: choices.vatClasses[0]?.vat_class ?? 'standard', description: '', info_text: '',
      seo_title: '', seo_description: '', gtin: '', mpn: '', price: '', original_price: '', member_price: '', stock: '0', allow_backorder: false,
      max_per_customer: '', buy_option: true, status: 'hidden',
    },
    draft,
  );
  return (
    <>
      <PageHeader back={{ href: '/admin/produkter', text: p.toList }} title={p.newTitle} done={done} failed={failed} />
      <ProductFields
        action="/admin/api/products"
        invalid={invalid}
        invalidFields={invalidFields}
        submitLabel={p.create}
        isVariant={false}
        choices={choices}
        values={values}
      />
    </>
  );
}
