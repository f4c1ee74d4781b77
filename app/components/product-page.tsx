import { Link, useRouteLoaderData } from 'react-router';
import type { ProductPage as ProductPageData } from '../../services/catalog/catalog-service';
import { formatPrice, kronorToOre } from '../../domain/money';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../copy/sv';
import { Breadcrumbs } from './breadcrumbs';
import { Price } from './price';
import { InfoText } from './product-card';
import { ProductGallery } from './product-gallery';
import { RatingStars } from './rating-stars';
import { StockStatus } from './stock-status';
import { BuyButton } from './cart/buy-button';
import { CompareCheckbox } from './compare/compare-checkbox';

/** The buy area: the buy button, or a note that a variant has to be chosen first. */
function BuyBox({ page }: { page: ProductPageData }) {
  const { card } = page;
  if (page.variants.length > 0) return <p className="buy-box__note">{sv.product.variantsAvailable}</p>;
  return (
    <div className="buy-box">
      <BuyButton
        productId={card.parent_id ?? card.product_id}
        variantId={card.parent_id !== null ? card.product_id : null}
        name={card.product_name}
        maxPerCustomer={card.product_max_purchasable_quantity}
        soldOut={!page.purchasable}
        size="page"
      />
    </div>
  );
}

/** The product page: gallery, name, price with Omnibus information, stock, buy button, description and specifications. */
export function ProductPage({ page }: { page: ProductPageData }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  const { card } = page;
  const shop = !chrome?.settings.ecommerceDisabled;
  return (
    <div className="page product-page">
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="product-page__top">
        <ProductGallery name={card.product_name} images={page.images} />
        <div className="product-page__summary">
          {card.brand_name ? <p className="product-page__brand">{card.brand_name}</p> : null}
          <h1 className="product-page__name">{card.product_name}</h1>
          <p className="product-page__sku">
            {sv.product.articleNumber}: {page.sku}
          </p>
          <RatingStars average={card.average_rating} count={card.rating_count} />
          <InfoText text={card.product_info_puff} />
          {card.discount_badge ? (
            <span className={`badge badge--discount badge--inline${card.discount_badge.is_high_amount ? ' badge--high-amount' : ''}`}>
              {card.product_is_package
                ? sv.product.packageSave(formatPrice(kronorToOre(card.discount_badge.discount_amount)))
                : `−${card.discount_badge.discount} %`}
            </span>
          ) : null}
          <Price
            size="page"
            price={card.product_display_price}
            originalPrice={card.product_display_original_price}
            lowestPrice30Days={card.product_lowest_price_30_days}
            hidePrice={card.product_hide_price}
            vatNote={card.includes_vat ? sv.product.inclVat : sv.product.exclVat}
          />
          {card.product_monthly_price !== null && chrome?.settings.isOffer ? (
            <p className="product-page__monthly">{sv.product.monthly(formatPrice(kronorToOre(card.product_monthly_price)))}</p>
          ) : null}
          <StockStatus card={card} />
          {shop ? <BuyBox page={page} /> : null}
          <CompareCheckbox productId={card.product_id} name={card.product_name} withLink />
          {page.energy ? (
            <p className="product-page__energy">
              <span className={`energy-class energy-class--${page.energy.class.toLowerCase()}`} aria-hidden="true">
                {page.energy.class}
              </span>
              {page.energy.labelFile ? (
                <a href={page.energy.labelFile} target="_blank" rel="noreferrer">
                  {sv.product.energyClass(page.energy.class)} – {sv.product.energyLabel.toLowerCase()}
                </a>
              ) : (
                <span>{sv.product.energyClass(page.energy.class)}</span>
              )}
              {page.energy.datasheetFile ? (
                <a href={page.energy.datasheetFile} target="_blank" rel="noreferrer">
                  {sv.product.datasheet}
                </a>
              ) : null}
            </p>
          ) : null}
          {page.variants.length > 0 ? (
            <ul className="variant-list">
              {page.variants.map((variant) => (
                <li key={variant.product_id}>
                  <Link to={variant.product_url}>{variant.options.join(', ') || variant.product_name}</Link>
                  <span>{variant.product_hide_price ? '' : formatPrice(kronorToOre(variant.product_display_price))}</span>
                  <span className={`stock-status stock-status--${variant.status_icon}`}>{variant.product_status_name}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {page.packageItems.length > 0 ? (
            <div className="package-contents">
              <h2>{sv.product.packageContents}</h2>
              <ul>
                {page.packageItems.map((item) => (
                  <li key={item.id}>
                    <Link to={item.url}>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>

      {page.description ? (
        <section className="product-page__section" aria-labelledby="product-description">
          <h2 id="product-description">{sv.product.description}</h2>
          {page.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ) : null}

      {page.specifications.length > 0 ? (
        <section className="product-page__section" aria-labelledby="product-specifications">
          <h2 id="product-specifications">{sv.product.specifications}</h2>
          {page.specifications.map((section) => (
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
      ) : null}
    </div>
  );
}
