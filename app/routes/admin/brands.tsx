import type { Route } from './+types/brands';
import { svBackOffice } from '../../copy/sv-back-office';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { Notice } from '../../components/admin/back-office-ui';
import { BrandForm } from '../../components/admin/brand-form';

const b = svBackOffice;
const v = b.brands;

export const meta: Route.MetaFunction = () => [{ title: b.title(v.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/varumarken: the brands with how many products use each, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  return {
    brands: await context.services.brandAdmin.list(),
    ...outcomeMessages(url, { created: v.created, deleted: v.deleted }, v.errors),
  };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { brands, done, failed } = loaderData;
  return (
    <>
      <h1>{v.title}</h1>
      <Notice done={done} failed={failed} />
      {brands.length === 0 ? (
        <p>{v.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{v.name}</th>
                <th scope="col">{v.link}</th>
                <th scope="col" className="admin-num">
                  {v.products}
                </th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => (
                <tr key={brand.id}>
                  <td>
                    <a href={`/admin/varumarken/${brand.id}`} aria-label={v.editLabel(brand.name)}>
                      {brand.name}
                    </a>
                  </td>
                  <td>{brand.brand_link}</td>
                  <td className="admin-num">{brand.productCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className="admin-panel" aria-labelledby="brand-new">
        <h2 id="brand-new">{v.createTitle}</h2>
        <BrandForm action="/admin/api/brands" values={{ name: '', brandLink: '', description: '' }} submit={v.create} idPrefix="new" />
      </section>
    </>
  );
}
