import type { Route } from './+types/products';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { parseProductListQuery, PRODUCT_STATUSES } from '../../../domain/product-editor';
import { listQuery } from '../../lib/back-office.server';
import { ChoiceField, ListFilters, PagedResults, SearchField } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';
import { backOfficeMeta } from '../../components/admin/page-meta';

const p = svBackOffice.products;

export const meta: Route.MetaFunction = () => backOfficeMeta(p.title);

/** /admin/produkter: products (variants under their parent), searched by name or SKU, filtered by category, brand and status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(context, request, parseProductListQuery);
  const [list, choices] = await Promise.all([context.services.productAdmin.list(query), context.services.productAdmin.choices()]);
  return { query, ...list, brands: choices.brands, categories: choices.categories };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, brands, categories } = loaderData;
  return (
    <>
      <div className="admin-heading">
        <h1>{p.title}</h1>
        <a className="admin-button" href="/admin/produkter/ny">
          {p.newLink}
        </a>
      </div>
      <ListFilters action="/admin/produkter" label={p.title}>
        <SearchField label={p.searchLabel} value={query.search} />
        <ChoiceField
          label={p.category}
          name="kategori"
          value={query.categoryId}
          choices={categories.map((c) => ({ value: c.id, label: `${'– '.repeat(Math.max(0, c.level - 1))}${c.name}` }))}
        />
        <ChoiceField label={p.brand} name="varumarke" value={query.brandId} choices={brands.map((brand) => ({ value: brand.id, label: brand.name }))} />
        <ChoiceField label={p.status} name="status" value={query.status} choices={labelled(PRODUCT_STATUSES, p.statuses)} />
      </ListFilters>
      <PagedResults
        texts={p}
        found={loaderData}
        page={query.page}
        rowKey={(row) => row.id}
        columns={[
          {
            header: p.columns.name,
            cell: (row) => (
              <>
                <a href={`/admin/produkter/${row.id}`}>{row.name}</a>
                <br />
                <span className="admin-muted">{row.brand_name}</span>
              </>
            ),
          },
          { header: p.columns.sku, cell: (row) => row.sku },
          { header: p.category, cell: (row) => row.category_name },
          {
            header: p.columns.price,
            numeric: true,
            cell: (row) => (
              <>
                {formatChargedAmount(row.price_incl_vat_ore)}
                {row.original_price_incl_vat_ore !== null && row.original_price_incl_vat_ore > row.price_incl_vat_ore ? (
                  <>
                    <br />
                    <s className="admin-muted">{formatChargedAmount(row.original_price_incl_vat_ore)}</s>
                  </>
                ) : null}
              </>
            ),
          },
          {
            header: p.columns.stock,
            numeric: true,
            cell: (row) => (
              <>
                {row.stock}
                {row.allow_backorder ? <span className="admin-muted"> ({p.backorder})</span> : null}
              </>
            ),
          },
          { header: p.columns.variants, numeric: true, cell: (row) => row.variant_count },
          { header: p.columns.status, cell: (row) => p.statuses[row.status] },
        ]}
      />
    </>
  );
}
