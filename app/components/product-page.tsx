import { Suspense, useEffect, useMemo, useState } from 'react';
import { cardItem, useTrackOnce } from '../lib/analytics-events';
import { Link, useRouteLoaderData } from 'react-router';
import type { ProductPage as ProductPageData } from '../../services/catalog/catalog-service';
import { formatPrice, kronorToOre } from '../../domain/money';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../../common/copy/sv';
import { svProductPage } from '../../common/copy/sv-product-page';
import { Breadcrumbs } from './breadcrumbs';
import { Price } from './price';
import { InfoText } from './info-text';
import { discountBadgeText } from '../../domain/discount-badge';
import { ProductGallery } from './product-gallery';
import { EnergyTag } from './energy-tag';
import { SectionNav, type NavSection } from './section-nav';
import { RatingStars } from './rating-stars';
import { StockStatus } from './stock-status';
import { BuyButton, buyTargetOf } from './cart/buy-button';
import { CompareCheckbox } from './compare/compare-checkbox';
import { VariantPicker } from './variant-picker';
import { pickerState } from '../../domain/variant-picker';
import { ProductSellingWidgets } from './product-widgets/product-selling-widgets';
import { lazyPart } from '../lib/lazy-part';
import { deferredPart } from '../lib/deferred-part';
import { Description } from './product-description';
import { useHydrated } from './cart/cart-hooks';
import type { ReviewListResponse } from '../../common/contract/reviews';
import type { CreditOnOffer } from '../../domain/payment-options';

// Below the fold and filled by a call after the page shows: its code (and the carousel's) is not in the first load.
const ProductRecommendations = lazyPart(() => import('./product-widgets/product-recommendations').then((m) => m.ProductRecommendations));

// Specifications and reviews: tables and text below the fold (the description's 'Läs mer' is often in reach at once), hydrated when it comes near the viewport so the first
// hydration is the buy area's, the gallery's and the tabs' (issue 33: the page blocked a phone's main thread longest).
const ProductDetails = deferredPart(() => import('./product-details').then((m) => m.ProductDetails), 'product-page__details');

/**
 * A parent's buy area: the variant picker and a buy button that is enabled once every attribute has a value and the
 * choices lead to one variant. The page shows the variant of its address; the button follows the picker.
 */
function VariantBuyBox({ page }: { page: ProductPageData }) {
  const initial = useMemo(() => new Map(page.initialSelection), [page.initialSelection]);
  const [selection, setSelection] = useState<Map<number, number>>(initial);
  useEffect(() => setSelection(initial), [initial]);
  const state = pickerState(page.variantAttributes, selection);
  const chosen = state.match === null ? undefined : page.variants.find((v) => v.product_id === state.match);
  const missing = state.attributes.filter((a) => a.selected_product_attribute_value_id === null).map((a) => a.product_attribute_label);
  return (
    <div className="buy-box">
      <VariantPicker attributes={page.variantAttributes} selection={selection} onChange={setSelection} productUrl={page.card.product_url} />
      <BuyButton
        productId={page.card.product_id}
        variantId={chosen?.product_id ?? null}
        name={chosen?.product_name ?? page.card.product_name}
        maxPerCustomer={chosen?.product_max_purchasable_quantity ?? null}
        stockLimit={chosen?.product_stock_limit ?? null}
        soldOut={chosen !== undefined && (!chosen.stock_status.purchasable || chosen.product_hide_price)}
        buyOption={chosen?.product_buy_option ?? page.card.product_buy_option}
        withQuantity
        pendingNote={chosen ? null : svProductPage.variantPicker.chooseFirst(missing.length > 0 ? missing : [svProductPage.variantPicker.legend])}
        size="page"
        addOns={page.addOns}
      />
    </div>
  );
}

/** The buy area: the buy button, or for a parent the variant picker first. */
function BuyBox({ page }: { page: ProductPageData }) {
  const { card } = page;
  if (page.variants.length > 0) {
    return page.variantAttributes.length > 0 ? <VariantBuyBox page={page} /> : <p className="buy-box__note">{sv.product.variantsAvailable}</p>;
  }
  return (
    <div className="buy-box">
      <BuyButton
        {...buyTargetOf(card)}
        soldOut={!card.stock_status.purchasable || card.product_hide_price}
        buyOption={card.product_buy_option}
        size="page"
        addOns={page.addOns}
        withQuantity
      />
    </div>
  );
}

/** The page's sections the section navigation links to; the reviews section is another widget's and linked when present. */
function productSections(page: ProductPageData): NavSection[] {
  return [
    ...(page.description ? [{ id: 'product-description', label: svProductPage.sectionDescription }] : []),
    ...(page.specifications.length > 0 ? [{ id: 'product-specifications', label: svProductPage.sectionSpecifications }] : []),
    { id: 'product-reviews', label: svProductPage.sectionReviews, optional: true },
  ];
}

/** A parent's variants as links to their own address, each with its price and stock. */
function VariantList({ page }: { page: ProductPageData }) {
  if (page.variants.length === 0) return null;
  return (
    <ul className="variant-list">
      {page.variants.map((variant) => (
        <li key={variant.product_id}>
          <Link to={`${page.card.product_url}?variant=${variant.product_id}`} aria-current={variant.product_id === page.selectedVariant?.card.product_id ? 'true' : undefined}>
            {variant.options.join(', ') || variant.product_name}
          </Link>
          <span>{variant.product_hide_price ? '' : formatPrice(kronorToOre(variant.product_display_price))}</span>
          <span className={`stock-status stock-status--${variant.status_icon}`}>{variant.product_status_name}</span>
        </li>
      ))}
    </ul>
  );
}

/** What a package holds, each part linked to its own page. */
function PackageContents({ items }: { items: ProductPageData['packageItems'] }) {
  if (items.length === 0) return null;
  return (
    <div className="package-contents">
      <h2>{sv.product.packageContents}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.url}>
              {item.quantity > 1 ? `${item.quantity} × ` : ''}
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The product page: gallery, name, price with Omnibus information, stock, buy button, description and specifications. */
export function ProductPage({ page, reviews, credit }: { page: ProductPageData; reviews: ReviewListResponse | null; credit: CreditOnOffer }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  // On a variant address the variant's name, price and stock are the page's.
  const card = page.selectedVariant?.card ?? page.card;
  const shop = !chrome?.settings.ecommerceDisabled;
  // GA4 view_item, only with consent (app/lib/analytics.ts).
  useTrackOnce(String(card.product_id), 'view_item', () => {
    const item = cardItem(card);
    return { currency: 'SEK', ...(item.price === undefined ? {} : { value: item.price }), items: [item] };
  });
  return (
    <div className="page product-page">
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="product-page__top">
        <ProductGallery name={card.product_name} images={page.images} layout={chrome?.settings.productGalleryLayout} autoplay={chrome?.settings.lightboxAutoplay} />
        <div className="product-page__summary">
          {card.brand_name ? <p className="product-page__brand">{card.brand_name}</p> : null}
          <h1 className="product-page__name">{card.product_name}</h1>
          <p className="product-page__sku">
            {sv.product.articleNumber}: {page.selectedVariant?.sku ?? page.sku}
          </p>
          <RatingStars average={page.card.average_rating} count={page.card.rating_count} />
          <InfoText text={card.product_info_puff} />
          {card.discount_badge ? (
            <span className={`badge badge--discount badge--inline${card.discount_badge.is_high_amount ? ' badge--high-amount' : ''}`}>
              {discountBadgeText(card.discount_badge, card.product_is_package, chrome?.settings.discountBadgeForm ?? 'percent')}
            </span>
          ) : card.product_is_package ? (
            <span className="badge badge--package badge--inline">{sv.product.package}</span>
          ) : null}
          <Price
            size="page"
            price={card.product_display_price}
            originalPrice={card.product_display_original_price}
            lowestPrice30Days={card.product_lowest_price_30_days}
            hidePrice={card.product_hide_price}
            vatNote={card.includes_vat ? sv.product.inclVat : sv.product.exclVat}
            memberPrice={chrome?.customer?.isMember ? card.product_member_price : null}
          />
          {card.product_monthly_price !== null && chrome?.settings.isOffer ? (
            <p className="product-page__monthly">{sv.product.monthly(formatPrice(kronorToOre(card.product_monthly_price)))}</p>
          ) : null}
          <ProductSellingWidgets page={page} credit={credit} />
          <StockStatus card={card} />
          {shop ? <BuyBox page={page} /> : null}
          <CompareCheckbox productId={page.card.product_id} name={page.card.product_name} withLink />
          {page.energy && (chrome?.settings.energyLabels ?? true) ? (
            <EnergyTag energyClass={page.energy.class} version={page.energy.version} labelLink={page.energy.labelFile} datasheetLink={page.energy.datasheetFile} />
          ) : null}
          <VariantList page={page} />
          <PackageContents items={page.packageItems} />
        </div>
      </div>

      <SectionNav sections={productSections(page)} />
      <Description body={page.description} />
      <ProductDetails specifications={page.specifications} productId={page.card.parent_id ?? page.card.product_id} reviews={reviews} />
      <LaterRecommendations productId={page.card.product_id} />
    </div>
  );
}

/** The recommendations once the page is hydrated: the server has nothing to render for them (they come from a call). */
function LaterRecommendations({ productId }: { productId: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ProductRecommendations productId={productId} />
    </Suspense>
  );
}
