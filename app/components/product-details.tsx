import type { ProductPage as ProductPageData } from '../../services/catalog/catalog-service';
import type { ReviewListResponse } from '../../common/contract/reviews';
import { sv } from '../../common/copy/sv';
import { plainText } from '../../domain/rich-text';
import { RichTextImages } from './third-party-content';
import { ReadMore } from './read-more';
import { ProductReviews } from './product-reviews';

/** The description: its text cut with 'Läs mer', then its images. */
function Description({ body }: { body: string }) {
  if (!body) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-description">
      <h2 id="product-description">{sv.product.description}</h2>
      {plainText(body) ? <ReadMore text={plainText(body)} /> : null}
      <RichTextImages body={body} />
    </section>
  );
}

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

/** The product page's sections below its tabs: the description, the specifications and the reviews. */
export function ProductDetails({ description, specifications, productId, reviews }: {
  description: string;
  specifications: ProductPageData['specifications'];
  productId: number;
  reviews: ReviewListResponse | null;
}) {
  return (
    <>
      <Description body={description} />
      <Specifications sections={specifications} />
      <ProductReviews productId={productId} initial={reviews} />
    </>
  );
}
