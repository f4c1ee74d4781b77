import { data, useLocation } from 'react-router';
import type { Route } from './+types/product';
import { svBackOffice } from '../../copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { isoToSwedishLocal, kronorInput } from '../../../domain/product-editor';
import { parseRowId } from '../../../domain/text-input';
import { outcomeMessages, requireStaff } from '../../lib/back-office.server';
import { Notice, StaffForm, useBackOffice, When } from '../../components/admin/back-office-ui';
import { ProductFields } from '../../components/admin/product-form';
import { OldAddresses } from '../../components/admin/old-addresses';

const b = svBackOffice;
const p = b.products;

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: b.title(loaded ? loaded.product.name : p.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/produkter/:productId: the product's form, its sale prices, variants, images and latest price changes. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const id = parseRowId(params.productId);
  const found = id === null ? null : await context.services.productAdmin.get(id);
  if (!found) throw data(null, { status: 404 });
  const [{ brands, categories, vatClasses, options }, oldAddresses] = await Promise.all([
    context.services.productAdmin.choices(),
    context.services.redirectAdmin.of({ productId: found.product.id }),
  ]);
  const url = new URL(request.url);
  return { ...found, oldAddresses, choices: { brands, categories, vatClasses }, options, now: new Date().toISOString(), ...outcomeMessages(url, p.done, p.errors) };
}

const money = (ore: number) => formatPrice(ore, { decimals: ore % 100 !== 0 });

function Sales({ productId, sales, now }: { productId: number; sales: Route.ComponentProps['loaderData']['sales']; now: string }) {
  return (
    <section className="admin-panel" aria-labelledby="product-sales">
      <h2 id="product-sales">{p.sale}</h2>
      <p className="admin-muted">{p.saleIntro}</p>
      {sales.length === 0 ? (
        <p>{p.salesEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-num">{p.saleColumns.price}</th>
                <th scope="col">{p.saleColumns.starts}</th>
                <th scope="col">{p.saleColumns.ends}</th>
                <th scope="col">{p.saleColumns.state}</th>
                <th scope="col">{p.saleColumns.action}</th>
              </tr>
            </thead>
            <tbody>
              {sales.map((sale) => (
                <tr key={sale.id}>
                  <td className="admin-num">{money(sale.sale_price_incl_vat_ore)}</td>
                  <td><When at={sale.started_at ?? sale.starts_at} /></td>
                  <td><When at={sale.ended_at ?? sale.ends_at} /></td>
                  <td>{p.saleStates[sale.state]}</td>
                  <td>
                    {sale.state === 'scheduled' || sale.state === 'running' ? (
                      <StaffForm action={`/admin/api/products/${productId}/sales/${sale.id}/stop`}>
                        <button type="submit" className="admin-button admin-button--secondary">
                          {sale.state === 'running' ? p.saleStop : p.saleCancel}
                        </button>
                      </StaffForm>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffForm action={`/admin/api/products/${productId}/sales`} className="admin-form" label={p.saleCreate}>
        <label className="admin-field">
          <span>{p.salePrice}</span>
          <input type="text" name="sale_price" required inputMode="decimal" autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>{p.saleStarts}</span>
          <input type="datetime-local" name="starts_at" min={isoToSwedishLocal(now)} aria-describedby="sale-starts-help" />
          <small id="sale-starts-help">{p.saleStartsHelp}</small>
        </label>
        <label className="admin-field">
          <span>{p.saleEnds}</span>
          <input type="datetime-local" name="ends_at" required min={isoToSwedishLocal(now)} />
        </label>
        <button type="submit" className="admin-button">
          {p.saleCreate}
        </button>
      </StaffForm>
    </section>
  );
}

function Variants({ productId, variants, options }: { productId: number; variants: Route.ComponentProps['loaderData']['variants']; options: Route.ComponentProps['loaderData']['options'] }) {
  const groups = new Map<string, typeof options>();
  for (const option of options) groups.set(option.label, [...(groups.get(option.label) ?? []), option]);
  return (
    <section className="admin-panel" aria-labelledby="product-variants">
      <h2 id="product-variants">{p.variants}</h2>
      <p className="admin-muted">{p.variantsIntro}</p>
      {variants.length === 0 ? (
        <p>{p.variantsEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{p.variantColumns.option}</th>
                <th scope="col">{p.variantColumns.sku}</th>
                <th scope="col" className="admin-num">{p.variantColumns.price}</th>
                <th scope="col" className="admin-num">{p.variantColumns.stock}</th>
                <th scope="col">{p.variantColumns.status}</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => (
                <tr key={v.id}>
                  <td>
                    <a href={`/admin/produkter/${v.id}`} aria-label={p.variantEdit(v.name)}>
                      {v.label && v.display_name ? `${v.label}: ${v.display_name}` : v.name}
                    </a>
                  </td>
                  <td>{v.sku}</td>
                  <td className="admin-num">{money(v.price_incl_vat_ore)}</td>
                  <td className="admin-num">{v.stock}</td>
                  <td>{p.statuses[v.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffForm action={`/admin/api/products/${productId}/variants`} className="admin-form" label={p.variantAdd}>
        <label className="admin-field">
          <span>{p.variantOption}</span>
          <select name="option_id" required defaultValue="">
            <option value="" />
            {[...groups].map(([label, group]) => (
              <optgroup key={label} label={label}>
                {group.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.display_name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{p.sku}</span>
          <input type="text" name="sku" required maxLength={64} autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>{p.price}</span>
          <input type="text" name="price" required inputMode="decimal" autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>{p.stock}</span>
          <input type="number" name="stock" min={0} step={1} defaultValue={0} inputMode="numeric" />
        </label>
        <button type="submit" className="admin-button">
          {p.variantAdd}
        </button>
      </StaffForm>
    </section>
  );
}

function Images({ productId, images }: { productId: number; images: Route.ComponentProps['loaderData']['images'] }) {
  const { csrfToken } = useBackOffice();
  return (
    <section className="admin-panel" aria-labelledby="product-images">
      <h2 id="product-images">{p.images}</h2>
      <p className="admin-muted">{p.imagesIntro}</p>
      {images.length === 0 ? (
        <p>{p.imagesEmpty}</p>
      ) : (
        <ol className="admin-product-images">
          {images.map((image, index) => (
            <li key={image.id} className="admin-product-images__item">
              <img src={image.path} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
              <div className="admin-product-images__body">
                <p>
                  <strong>{p.imageLabel(index + 1)}</strong> <span className="admin-muted">{p.imageSize(image.width, image.height)}</span>
                </p>
                <StaffForm action={`/admin/api/products/${productId}/images/${image.id}`} className="admin-product-images__alt" label={p.imageLabel(index + 1)}>
                  <label className="admin-field">
                    <span>{p.imageAlt}</span>
                    <input type="text" name="alt" defaultValue={image.alt} maxLength={200} autoComplete="off" />
                  </label>
                  <button type="submit" className="admin-button admin-button--secondary">
                    {p.imageSaveAlt}
                  </button>
                </StaffForm>
                <div className="admin-product-images__buttons">
                  {index > 0 ? (
                    <StaffForm action={`/admin/api/products/${productId}/images/${image.id}`}>
                      <input type="hidden" name="move" value="up" />
                      <button type="submit" className="admin-button admin-button--secondary" aria-label={`${p.imageUp}: ${p.imageLabel(index + 1)}`}>
                        {p.imageUp}
                      </button>
                    </StaffForm>
                  ) : null}
                  {index < images.length - 1 ? (
                    <StaffForm action={`/admin/api/products/${productId}/images/${image.id}`}>
                      <input type="hidden" name="move" value="down" />
                      <button type="submit" className="admin-button admin-button--secondary" aria-label={`${p.imageDown}: ${p.imageLabel(index + 1)}`}>
                        {p.imageDown}
                      </button>
                    </StaffForm>
                  ) : null}
                  <StaffForm action={`/admin/api/products/${productId}/images/${image.id}`}>
                    <input type="hidden" name="remove" value="1" />
                    <button type="submit" className="admin-button admin-button--danger" aria-label={`${p.imageRemove}: ${p.imageLabel(index + 1)}`}>
                      {p.imageRemove}
                    </button>
                  </StaffForm>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={`/admin/api/products/${productId}/images`} encType="multipart/form-data" className="admin-form" aria-label={p.imageUpload}>
        <input type="hidden" name="_token" value={csrfToken} />
        <label className="admin-field">
          <span>{p.imageFile}</span>
          <input type="file" name="image" required accept="image/jpeg,image/png,image/webp" />
        </label>
        <label className="admin-field">
          <span>{p.imageAlt}</span>
          <input type="text" name="alt" maxLength={200} autoComplete="off" aria-describedby="image-alt-help" />
          <small id="image-alt-help">{p.imageAltHelp}</small>
        </label>
        <button type="submit" className="admin-button">
          {p.imageUpload}
        </button>
      </form>
    </section>
  );
}

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { product, slug, images, variants, sales, history, parent, choices, options, now, done, failed, oldAddresses } = loaderData;
  const invalid = new URLSearchParams(useLocation().search).get('fel');
  const isVariant = product.parent_id !== null;
  return (
    <>
      <p className="admin-back">
        <a href="/admin/produkter">{p.toList}</a>
        {parent ? (
          <>
            {' · '}
            {p.variantOf} <a href={`/admin/produkter/${parent.id}`}>{parent.name}</a>
          </>
        ) : null}
      </p>
      <div className="admin-heading">
        <h1>{product.name}</h1>
        {product.status === 'active' ? (
          <a className="admin-button admin-button--secondary" href={parent ? `/produkter/id/${parent.id}` : product.url}>
            {p.viewInShop}
          </a>
        ) : null}
      </div>
      <Notice done={done} failed={failed} />
      <ProductFields
        action={`/admin/api/products/${product.id}`}
        invalid={invalid}
        submitLabel={p.save}
        isVariant={isVariant}
        loaded
        choices={choices}
        values={{
          name: product.name, sku: product.sku, slug, brand_id: String(product.brand_id), category_id: String(product.category_id), vat_class: product.vat_class,
          description: product.description, info_text: product.info_text, seo_title: product.seo_title, seo_description: product.seo_description,
          gtin: product.gtin ?? '', mpn: product.mpn ?? '', price: kronorInput(product.price_incl_vat_ore), original_price: kronorInput(product.original_price_incl_vat_ore),
          member_price: kronorInput(product.member_price_incl_vat_ore), stock: String(product.stock), allow_backorder: product.allow_backorder === 1,
          max_per_customer: product.max_purchasable_quantity === null ? '' : String(product.max_purchasable_quantity), buy_option: product.buy_option === 1, status: product.status,
        }}
      />
      <Sales productId={product.id} sales={sales} now={now} />
      {isVariant ? null : <Variants productId={product.id} variants={variants} options={options} />}
      <Images productId={product.id} images={images} />
      <OldAddresses intro={b.oldAddresses.productIntro} addresses={oldAddresses} removeAction={(id) => `/admin/api/products/${product.id}/redirects/${id}/delete`} />
      <section className="admin-panel" aria-labelledby="product-history">
        <h2 id="product-history">{p.history}</h2>
        <p className="admin-muted">{p.historyIntro}</p>
        {history.length === 0 ? (
          <p>{p.historyEmpty}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{p.historyColumns.from}</th>
                  <th scope="col" className="admin-num">{p.historyColumns.price}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.valid_from}>
                    <td><When at={h.valid_from} /></td>
                    <td className="admin-num">{money(h.price_incl_vat_ore)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
