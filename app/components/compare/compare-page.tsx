import { Link, useRouteLoaderData } from 'react-router';
import { compareHref, type ComparedSection } from '../../../domain/compare';
import type { ChromeData } from '../../lib/chrome.server';
import { sv } from '../../../common/copy/sv';
import { svCompare } from '../../../common/copy/sv-compare';
import { BuyOrReadMore } from '../product-card';
import { TrashIcon } from '../icons';
import { Price } from '../price';
import { StockStatus } from '../stock-status';
import { CompareSearch } from './compare-search';
import { useCompareStore } from './compare-store';
import type { ProductCard } from '../../../common/contract/product-card';

export interface ComparedProductView {
  card: ProductCard;
  /** Can be put in the cart as it is (in stock or on backorder, price shown, no variant to choose). */
  purchasable: boolean;
}

export interface ComparePageData {
  products: ComparedProductView[];
  sections: ComparedSection[];
}

/** A product's column head: image, linked name and the remove link (the address without it). */
function ProductHead({ product, ids }: { product: ComparedProductView; ids: readonly number[] }) {
  const store = useCompareStore();
  const { card } = product;
  const without = ids.filter((id) => id !== card.product_id);
  return (
    <div className="compare-table__product">
      <Link to={card.product_url} className="compare-table__media" tabIndex={-1} aria-hidden="true">
        {card.product_puff_image ? <img src={card.product_puff_image} alt="" width={180} height={180} /> : null}
      </Link>
      {card.brand_name ? <span className="product-card__brand">{card.brand_name}</span> : null}
      <Link to={card.product_url} className="compare-table__name">
        {card.product_name}
      </Link>
      <Link
        to={compareHref(without)}
        className="compare-table__remove"
        // The visitor's list follows the page, so the bar does not keep offering what was just taken away.
        onClick={() => {
          if (store?.isCompared(card.product_id)) void store.remove(card.product_id, card.product_name);
        }}
      >
        <TrashIcon />
        <span aria-hidden="true">{svCompare.removeVisible}</span>
        <span className="visually-hidden">{svCompare.removeFromPage(card.product_name)}</span>
      </Link>
    </div>
  );
}

/**
 * The compare page (storefront.md section 2): the products side by side, then every specification row of any of
 * them, grouped by section, the rows whose values differ marked in text and bold, not by colour alone.
 */
export function ComparePage({ data }: { data: ComparePageData }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  const shop = !chrome?.settings.ecommerceDisabled;
  const { products, sections } = data;
  const ids = products.map((p) => p.card.product_id);
  const anyDiffers = products.length > 1 && sections.some((s) => s.rows.some((r) => r.differs));
  const columns = { '--compare-columns': products.length } as React.CSSProperties;

  return (
    <div className="page compare-page">
      <h1>{svCompare.title}</h1>
      <CompareSearch comparedIds={ids} />
      {products.length === 0 ? (
        <div className="compare-empty">
          <p>
            <strong>{svCompare.empty}</strong>
          </p>
          <p>{svCompare.emptyHint}</p>
          <p>
            <Link to="/">{svCompare.toHome}</Link>
          </p>
        </div>
      ) : (
        <>
          {products.length === 1 ? <p className="compare-page__intro">{svCompare.addMore}</p> : null}
          {anyDiffers ? (
            <p className="compare-page__intro" id="compare-differs-note">
              {svCompare.differsNote}
            </p>
          ) : null}
          {/* Scrolls sideways on narrow screens: focusable, so a keyboard can scroll it too. */}
          <div className="compare-table-wrap" role="region" aria-label={svCompare.tableCaption(products.length)} tabIndex={0}>
            <table className="compare-table" style={columns} aria-describedby={anyDiffers ? 'compare-differs-note' : undefined}>
              <caption>{svCompare.tableCaption(products.length)}</caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {products.map((product) => (
                    <th key={product.card.product_id} scope="col">
                      <ProductHead product={product} ids={ids} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{svCompare.price}</th>
                  {products.map(({ card }) => (
                    <td key={card.product_id}>
                      <Price
                        price={card.product_display_price}
                        originalPrice={card.product_display_original_price}
                        lowestPrice30Days={card.product_lowest_price_30_days}
                        hidePrice={card.product_hide_price}
                        vatNote={card.includes_vat ? sv.product.inclVat : sv.product.exclVat}
                      />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{svCompare.stock}</th>
                  {products.map(({ card }) => (
                    <td key={card.product_id}>
                      <StockStatus card={card} />
                    </td>
                  ))}
                </tr>
                {shop ? (
                  <tr>
                    <th scope="row">{svCompare.buy}</th>
                    {products.map((product) => (
                      <td key={product.card.product_id}>
                        <BuyOrReadMore card={product.card} buyable={product.purchasable} />
                      </td>
                    ))}
                  </tr>
                ) : null}
              </tbody>
              {sections.map((section) => (
                <tbody key={section.section}>
                  <tr className="compare-table__section">
                    <th scope="colgroup" colSpan={products.length + 1}>
                      {section.section}
                    </th>
                  </tr>
                  {section.rows.map((row) => {
                    const differs = row.differs && products.length > 1;
                    return (
                      <tr key={`${row.title}|${row.unit ?? ''}`} className={differs ? 'compare-table__differs' : undefined}>
                        <th scope="row">
                          {row.title}
                          {row.unit ? ` (${row.unit})` : ''}
                          {differs ? (
                            <>
                              {' '}
                              <span className="compare-table__marker">{svCompare.differs}</span>
                            </>
                          ) : null}
                        </th>
                        {row.values.map((value, index) => (
                          <td key={ids[index]}>
                            {value === null ? (
                              <span className="compare-table__missing">
                                <span aria-hidden="true">–</span>
                                <span className="visually-hidden">{svCompare.missing}</span>
                              </span>
                            ) : (
                              value
                            )}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}
