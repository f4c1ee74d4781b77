import { Link, useRouteLoaderData } from 'react-router';
import { visibleBadges } from '../../domain/badge-rules';
import { discountBadgeText, type DiscountBadgeForm } from '../../domain/discount-badge';
import type { ChromeData } from '../lib/chrome.server';
// What a card renders: listing pages' loader data carries no more (listingCard).
import { formatPrice, kronorToOre } from '../../domain/money';
import { sv } from '../../common/copy/sv';
import { Price } from './price';
import { RatingStars } from './rating-stars';
import { StockStatus } from './stock-status';
import { BuyButton, buyTargetOf } from './cart/buy-button';
import { CompareCheckbox } from './compare/compare-checkbox';
import { EnergyTag } from './energy-tag';
import { InfoText } from './info-text';
import type { ListingCard as Card } from '../../common/contract/product-card';

/**
 * The card's buy button: only for a product that can be bought as it is (in stock or on backorder, not a parent
 * with variants to choose, price shown, sold online); otherwise 'Läs mer' leads to the product page.
 */
function CardBuy({ card, buyOnce }: { card: Card; buyOnce: boolean }) {
  const buyable = card.stock_status.purchasable && !card.product_is_parent && !card.product_hide_price && card.product_buy_option;
  return <BuyOrReadMore card={card} buyable={buyable} buyOnce={buyOnce} />;
}

/** A card-sized buy button for a product that can be put in the cart as it is, else 'Läs mer' to its page. */
export function BuyOrReadMore({ card, buyable, buyOnce = false }: { card: Card; buyable: boolean; buyOnce?: boolean }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  if (buyable) {
    return (
      <BuyButton
        {...buyTargetOf(card)}
        size="card"
        once={buyOnce}
        showModal={chrome?.settings.buyAndShowModal ?? false}
      />
    );
  }
  return (
    <Link to={card.product_url} className="button product-card__more">
      {sv.product.readMore}
      <span className="visually-hidden"> {card.product_name}</span>
    </Link>
  );
}

function DiscountBadge({ card, eager, form }: { card: Card; eager: boolean; form: DiscountBadgeForm }) {
  const badge = card.discount_badge;
  if (!badge) return null;
  const text = discountBadgeText(badge, card.product_is_package, form);
  if (badge.image) {
    return (
      <img
        className="badge badge--discount-image"
        src={badge.image}
        alt={text}
        width={64}
        height={64}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  const prefix = sv.product.packageSavePrefix;
  // A narrow card hides the prefix (CSS), so the badge stays on one line over the image.
  const shown = text.startsWith(prefix) ? (
    <>
      <span className="badge__prefix">{prefix}</span>
      {text.slice(prefix.length)}
    </>
  ) : (
    text
  );
  return <span className={`badge badge--discount${badge.is_high_amount ? ' badge--high-amount' : ''}`}>{shown}</span>;
}

/** The card's image with the discount badge (or package marker) and the ribbon the badge rules let show over it. */
function CardMedia({ card, eager, badges, badgeForm }: { card: Card; eager: boolean; badges: ReturnType<typeof visibleBadges>; badgeForm: DiscountBadgeForm }) {
  return (
    <div className="product-card__media">
      {card.product_puff_image ? (
        <img
          src={card.product_puff_image}
          alt=""
          width={220}
          height={220}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      {badges.discount ? <DiscountBadge card={card} eager={eager} form={badgeForm} /> : null}
      {badges.ribbon && card.badge ? (
        <img
          className={`badge-ribbon badge-ribbon--${badges.ribbon}`}
          src={`/assets/uploads/badges/${card.badge.badge_id}/${card.badge.badge_image}`}
          alt=""
          width={72}
          height={72}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      {/* After the ribbon: beside a left ribbon the marker moves right (app.css). */}
      {badges.packageMarker ? <span className="badge badge--package">{sv.product.package}</span> : null}
    </div>
  );
}

/** The product's tags as coloured labels above its brand. */
function CardTags({ tags }: { tags: Card['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label="Etiketter">
      {tags.map((tag) => (
        <li
          key={tag.product_tag_name}
          className={`tag${tag.product_tag_color_is_dark ? ' tag--dark-text' : ' tag--light-text'}`}
          style={{ backgroundColor: tag.product_tag_color }}
        >
          {tag.product_tag_name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The spec's product card (puff): image, brand, name, info text, rating, stock, tags, energy class, price.
 * `eager` for the cards of the first row: their image is the page's LCP candidate, fetched first and never lazily;
 * every other card's images wait until they near the viewport. `buyOnce` for suggestions beside a purchase (the
 * cart's and the product page's grids): one add and the button reads 'Produkt tillagd'. The images are vector (one file for every size), so
 * there is no srcset to offer.
 */
export function ProductCard({ card, eager = false, buyOnce = false }: { card: Card; eager?: boolean; buyOnce?: boolean }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  const badges = visibleBadges({
    hasDiscountBadge: card.discount_badge !== null,
    discountIsSecondPriority: card.discount_badge?.is_second_priority ?? false,
    ribbonPosition: card.badge?.badge_position ?? null,
    hasTags: card.tags.length > 0,
    isPackage: card.product_is_package,
  });
  const settings = chrome?.settings;
  return (
    <article className="product-card">
      <CardMedia card={card} eager={eager} badges={badges} badgeForm={settings?.discountBadgeForm ?? 'percent'} />
      <div className="product-card__body">
        <CardTags tags={card.tags} />
        <p className="product-card__brand">{card.brand_name || '\u00a0'}</p>
        <h3 className="product-card__name">
          <Link to={card.product_url} className="product-card__link">
            {card.product_name}
          </Link>
        </h3>
        <RatingStars average={card.average_rating} count={card.rating_count} />
        <InfoText text={card.product_info_puff} />
        <div className="product-card__footer">
          {card.product_energy_class && (settings?.energyLabels ?? true) ? (
            <EnergyTag energyClass={card.product_energy_class} version={card.product_energy_class_version} size="card" />
          ) : null}
          <Price
            price={card.product_display_price}
            originalPrice={card.product_display_original_price}
            lowestPrice30Days={card.product_lowest_price_30_days}
            hidePrice={card.product_hide_price}
            memberPrice={chrome?.customer?.isMember ? card.product_member_price : null}
          />
          {settings?.isOffer && card.product_monthly_price !== null && !card.product_hide_price ? (
            <p className="product-card__monthly">{sv.product.perMonth(formatPrice(kronorToOre(card.product_monthly_price)))}</p>
          ) : null}
          <StockStatus card={card} />
          <CompareCheckbox productId={card.product_id} name={card.product_name} />
          {settings && !settings.ecommerceDisabled ? <CardBuy card={card} buyOnce={buyOnce} /> : null}
        </div>
      </div>
    </article>
  );
}
