import { Link, useLocation } from 'react-router';
import type { ProductList } from '../../services/catalog/catalog-service';
import { sv } from '../copy/sv';
import { ProductGrid } from './product-grid';

function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Pages to link: first, last and two either side of the current one. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** A page of product cards with the result text and pagination links. */
export function ProductListing({ list, twoColumnMinimum }: { list: ProductList; twoColumnMinimum: boolean }) {
  const { pathname, search } = useLocation();
  const from = list.total === 0 ? 0 : (list.page - 1) * list.perPage + 1;
  const to = Math.min(list.total, list.page * list.perPage);
  return (
    <div className="listing">
      <p className="listing__result" role="status">
        {sv.listing.resultText(from, to, list.total)}
      </p>
      <ProductGrid cards={list.cards} twoColumnMinimum={twoColumnMinimum} />
      {list.pageCount > 1 ? (
        <nav className="pagination" aria-label={sv.listing.pagination}>
          <ul>
            {list.page > 1 ? (
              <li>
                <Link to={pageHref(pathname, search, list.page - 1)} rel="prev">
                  {sv.listing.previous}
                </Link>
              </li>
            ) : null}
            {visiblePages(list.page, list.pageCount).map((n, index) =>
              n === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link to={pageHref(pathname, search, n)} aria-current={n === list.page ? 'page' : undefined} aria-label={sv.listing.page(n)}>
                    {n}
                  </Link>
                </li>
              ),
            )}
            {list.page < list.pageCount ? (
              <li>
                <Link to={pageHref(pathname, search, list.page + 1)} rel="next">
                  {sv.listing.next}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
