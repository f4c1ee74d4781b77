import { useLocation } from 'react-router';
import type { Route } from './+types/products';
import { svBackOffice } from '../../copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { parseProductListQuery, PRODUCT_STATUSES } from '../../../domain/product-editor';
import { requireStaff } from '../../lib/back-office.server';
import { FilterButtons, Pagination } from '../../components/admin/back-office-ui';

const b = svBackOffice;
const p = b.products;

export const meta: Route.MetaFunction = () => [{ title: b.title(p.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/produkter: products (variants under their parent), searched by name or SKU, filtered by category, brand and status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [list, choices] = await Promise.all([context.services.productAdmin.list(query), context.services.productAdmin.choices()]);
  return { query, ...list, brands: choices.brands, categories: choices.categories };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages, brands, categories } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  return (
    <>
      <div className="admin-heading">
        <h1>{p.title}</h1>
        <a className="admin-button" href="/admin/produkter/ny">
          {p.newLink}
        </a>
      </div>
      <form method="get" action="/admin/produkter" className="admin-filters" role="search" aria-label={p.title}>
        <label className="admin-field admin-field--wide">
          <span>{p.searchLabel}</span>
          <input type="search" name="q" defaultValue={query.search} maxLength={100} />
        </label>
        <label className="admin-field">
          <span>{p.category}</span>
          <select name="kategori" defaultValue={query.categoryId ?? ''}>
            <option value="">{p.all}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'– '.repeat(Math.max(0, c.level - 1))}${c.name}`}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{p.brand}</span>
          <select name="varumarke" defaultValue={query.brandId ?? ''}>
            <option value="">{p.all}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{p.status}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{p.all}</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {p.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <FilterButtons reset={{ href: '/admin/produkter', label: p.reset }} />
      </form>

      <p className="admin-count" role="status">
        {p.count(total)}
      </p>
      {rows.length === 0 ? (
        <p>{p.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{p.columns.name}</th>
                <th scope="col">{p.columns.sku}</th>
                <th scope="col">{p.category}</th>
                <th scope="col" className="admin-num">
                  {p.columns.price}
                </th>
                <th scope="col" className="admin-num">
                  {p.columns.stock}
                </th>
                <th scope="col" className="admin-num">
                  {p.columns.variants}
                </th>
                <th scope="col">{p.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`/admin/produkter/${row.id}`}>{row.name}</a>
                    <br />
                    <span className="admin-muted">{row.brand_name}</span>
                  </td>
                  <td>{row.sku}</td>
                  <td>{row.category_name}</td>
                  <td className="admin-num">
                    {formatPrice(row.price_incl_vat_ore, { decimals: row.price_incl_vat_ore % 100 !== 0 })}
                    {row.original_price_incl_vat_ore !== null && row.original_price_incl_vat_ore > row.price_incl_vat_ore ? (
                      <>
                        <br />
                        <s className="admin-muted">{formatPrice(row.original_price_incl_vat_ore)}</s>
                      </>
                    ) : null}
                  </td>
                  <td className="admin-num">
                    {row.stock}
                    {row.allow_backorder ? <span className="admin-muted"> ({p.backorder})</span> : null}
                  </td>
                  <td className="admin-num">{row.variant_count}</td>
                  <td>{p.statuses[row.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={query.page} pages={pages} search={search} />
    </>
  );
}
