import type { ProductPage as ProductPageData } from '../../services/catalog/catalog-service';
import type { ReviewListResponse } from '../../common/contract/reviews';
import { sv } from '../../common/copy/sv';
import { ProductReviews } from './product-reviews';

/** The specification tables, one per section. */
function Specifications({ sections }: { sections: ProductPageData['specifications'] }) {
  if (sections.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-specifications">
      <h2 id="product-specifications">{sv.product.specifications}</h2>
      {sections.map((section) => (
        <table key={section.section} className="spec-table">
          <caption>{section.section}</caption>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.title}>
                <th scope="row">
                  {row.title}
                  {row.description ? <span className="spec-table__hint">{row.description}</span> : null}
                </th>
                <td>
                  {row.values.join(', ')}
                  {row.unit ? ` ${row.unit}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

/** The product page's sections below its description: the specifications and the reviews. */
export function ProductDetails({ specifications, productId, reviews }: {
  specifications: ProductPageData['specifications'];
  productId: number;
  reviews: ReviewListResponse | null;
}) {
  return (
    <>
      <Specifications sections={specifications} />
      <ProductReviews productId={productId} initial={reviews} />
    </>
  );
}
