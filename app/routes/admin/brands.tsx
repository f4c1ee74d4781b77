import type { Route } from './+types/brands';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel } from '../../components/admin/back-office-ui';
import { ListResults } from '../../components/admin/list-page';
import { BrandForm } from '../../components/admin/brand-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const v = svBackOffice.brands;

export const meta: Route.MetaFunction = () => backOfficeMeta(v.title);

/** /admin/varumarken: the brands with how many products use each, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: v.created, deleted: v.deleted }, failed: v.errors });
  return { brands: await context.services.brandAdmin.list(), ...outcome };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { brands, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={v.title} done={done} failed={failed} />
      <ListResults
        empty={v.empty}
        rows={brands}
        rowKey={(brand) => brand.id}
        columns={[
          {
            header: v.name,
            cell: (brand) => (
              <a href={`/admin/varumarken/${brand.id}`} aria-label={v.editLabel(brand.name)}>
                {brand.name}
              </a>
            ),
          },
          { header: v.link, cell: (brand) => brand.brand_link },
          { header: v.products, numeric: true, cell: (brand) => brand.productCount },
        ]}
      />
      <Panel id="brand-new" title={v.createTitle}>
        <BrandForm action="/admin/api/brands" values={{ name: '', brandLink: '', description: '' }} submit={v.create} idPrefix="new" />
      </Panel>
    </>
  );
}
