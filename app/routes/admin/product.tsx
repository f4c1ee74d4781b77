import { useLocation } from 'react-router';
import type { Route } from './+types/product';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { isoToSwedishLocal, kronorInput, type ProductForm } from '../../../domain/product-editor';
import { backOfficePage, foundById, refusedDrafts } from '../../lib/back-office.server';
import { Notice, Panel, StaffForm, When } from '../../components/admin/back-office-ui';
import { ProductFields, productFormValues } from '../../components/admin/product-form';
import { OldAddresses } from '../../components/admin/old-addresses';
import type { FormDraft } from '../../../services/admin/form-drafts';
import { ActionForm, Field, SubmitButton } from '../../components/admin/form-parts';
import { DataTable, TablePanel } from '../../components/admin/data-table';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const p = b.products;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? loaded.product.name : p.title);

/** /admin/produkter/:productId: the product's form, its sale prices, variants, images and latest price changes. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { principal, url, outcome } = backOfficePage(context, request, { done: p.done, failed: p.errors });
  const found = await foundById(params.productId, context.services.productAdmin.get);
  const [{ brands, categories, vatClasses, options }, oldAddresses, drafts] = await Promise.all([
    context.services.productAdmin.choices(),
    context.services.redirectAdmin.of({ productId: found.product.id }),
    refusedDrafts(context, request, principal),
  ]);
  return {
    ...found, oldAddresses, choices: { brands, categories, vatClasses }, options, drafts, now: new Date().toISOString(),
    // The confirm step of deleting a variant, reached without script too.
    confirmDelete: url.searchParams.get('ta-bort') === '1',
    ...outcome,
  };
}

const money = formatChargedAmount;

type Loaded = Route.ComponentProps['loaderData'];

/** A text field's value as typed into a refused form (its draft), else `fallback`. */
function typed(draft: FormDraft | undefined, name: string, fallback = ''): string {
  const value = draft?.values[name];
  return typeof value === 'string' ? value : fallback;
}

/** `aria-invalid` for a field a refused form named. */
function invalidIf(draft: FormDraft | undefined, field: string): { 'aria-invalid'?: true } {
  return draft?.fields.includes(field) ? { 'aria-invalid': true } : {};
}

/** A package's parts: each with its quantity to change and a remove button. */
function PartsTable({ productId, parts }: { productId: number; parts: Loaded['parts'] }) {
  const c = p.partColumns;
  return (
    <DataTable
      empty={p.partsEmpty}
      rows={parts}
      rowKey={(part) => part.id}
      columns={[
        {
          header: c.name,
          cell: (part) => (
            <>
              <a href={`/admin/produkter/${part.id}`}>{part.name}</a>
              {part.status !== 'active' ? <span className="admin-muted"> ({p.statuses[part.status]})</span> : null}
            </>
          ),
        },
        { header: c.sku, cell: (part) => part.sku },
        { header: c.price, numeric: true, cell: (part) => money(part.price_incl_vat_ore) },
        {
          header: c.quantity,
          cell: (part) => (
            <StaffForm action={`/admin/api/products/${productId}/parts/${part.id}`} className="admin-inline-form" label={p.partQuantityOf(part.name)}>
              <input type="number" name="quantity" defaultValue={part.quantity} min={1} max={99} step={1} inputMode="numeric" aria-label={p.partQuantityOf(part.name)} className="admin-input-narrow" />
              <SubmitButton tone="secondary">{p.partSave}</SubmitButton>
            </StaffForm>
          ),
        },
        {
          header: c.action,
          cell: (part) => (
            <ActionForm action={`/admin/api/products/${productId}/parts/${part.id}`} text={p.partRemove} tone="danger" button={{ 'aria-label': `${p.partRemove}: ${part.name}` }}>
              <input type="hidden" name="remove" value="1" />
            </ActionForm>
          ),
        },
      ]}
    />
  );
}

/** A package's parts, the form adding one (by SKU), and turning it back into a plain product once it has none. */
function PackageParts({ product, parts, draft }: { product: Loaded['product']; parts: Loaded['parts']; draft: FormDraft | undefined }) {
  const partsOre = parts.reduce((sum, part) => sum + part.price_incl_vat_ore * part.quantity, 0);
  return (
    <>
      <PartsTable productId={product.id} parts={parts} />
      {parts.length > 0 ? <p>{p.partsTotal(money(partsOre), money(product.price_incl_vat_ore))}</p> : null}
      <p className="admin-muted">{p.packageStock}</p>
      <StaffForm action={`/admin/api/products/${product.id}/parts`} className="admin-form" label={p.partAdd}>
        <Field label={p.partSku} hint={{ id: 'part-sku-help', text: p.partSkuHelp }}>
          <input type="text" name="sku" required maxLength={64} autoComplete="off" defaultValue={typed(draft, 'sku')} aria-describedby="part-sku-help" {...(draft?.fields.some((f) => f !== 'part_quantity') ? { 'aria-invalid': true as const } : {})} />
        </Field>
        <Field label={p.partQuantity}>
          <input type="number" name="quantity" min={1} max={99} step={1} defaultValue={typed(draft, 'quantity', '1')} inputMode="numeric" {...invalidIf(draft, 'part_quantity')} />
        </Field>
        <SubmitButton>{p.partAdd}</SubmitButton>
      </StaffForm>
      {parts.length === 0 ? (
        <ActionForm action={`/admin/api/products/${product.id}/package`} text={p.packageUnmake} tone="secondary">
          <input type="hidden" name="is_package" value="0" />
        </ActionForm>
      ) : (
        <p className="admin-muted">{p.packageUnmakeHelp}</p>
      )}
    </>
  );
}

function Package({ product, parts, partOf, variantCount, draft }: { product: Loaded['product']; parts: Loaded['parts']; partOf: Loaded['partOf']; variantCount: number; draft: FormDraft | undefined }) {
  return (
    <Panel id="product-package" title={p.package} className="admin-parts">
      <p className="admin-muted">{p.packageIntro}</p>
      {partOf.length > 0 ? (
        <p>
          {p.partOf}:{' '}
          {partOf.map((pkg, index) => (
            <span key={pkg.id}>
              {index > 0 ? ', ' : ''}
              <a href={`/admin/produkter/${pkg.id}`}>{pkg.name}</a>
            </span>
          ))}
        </p>
      ) : null}
      {product.is_package === 1 ? (
        <PackageParts product={product} parts={parts} draft={draft} />
      ) : (
        <>
          <p>{p.packageOffIntro}</p>
          {variantCount === 0 && partOf.length === 0 ? (
            <ActionForm action={`/admin/api/products/${product.id}/package`} text={p.packageMake} tone="secondary">
              <input type="hidden" name="is_package" value="1" />
            </ActionForm>
          ) : null}
        </>
      )}
    </Panel>
  );
}

/**
 * The buttons of one item of a list staff put in order (images, add-ons), each a form posting to the item's `action`:
 * up (not for the first), down (not for the last) and remove. `name` says which item to a screen reader.
 */
function ItemButtons({ action, index, count, name, removeText }: { action: string; index: number; count: number; name: string; removeText: string }) {
  return (
    <div className="admin-product-images__buttons">
      {index > 0 ? (
        <ActionForm action={action} text={p.imageUp} tone="secondary" button={{ 'aria-label': `${p.imageUp}: ${name}` }}>
          <input type="hidden" name="move" value="up" />
        </ActionForm>
      ) : null}
      {index < count - 1 ? (
        <ActionForm action={action} text={p.imageDown} tone="secondary" button={{ 'aria-label': `${p.imageDown}: ${name}` }}>
          <input type="hidden" name="move" value="down" />
        </ActionForm>
      ) : null}
      <ActionForm action={action} text={removeText} tone="danger" button={{ 'aria-label': `${removeText}: ${name}` }}>
        <input type="hidden" name="remove" value="1" />
      </ActionForm>
    </div>
  );
}

function AddOns({ productId, addOns, draft }: { productId: number; addOns: Loaded['addOns']; draft: FormDraft | undefined }) {
  return (
    <Panel id="product-add-ons" title={p.addOns} className="admin-parts">
      <p className="admin-muted">{p.addOnsIntro}</p>
      <DataTable
        empty={p.addOnsEmpty}
        rows={addOns}
        rowKey={(addOn) => addOn.id}
        columns={[
          {
            header: p.addOnColumns.name,
            cell: (addOn) => (
              <>
                <a href={`/admin/produkter/${addOn.id}`}>{addOn.name}</a>
                {addOn.status !== 'active' || (addOn.stock <= 0 && addOn.allow_backorder !== 1) ? <span className="admin-muted"> ({p.addOnNotShown})</span> : null}
              </>
            ),
          },
          { header: p.addOnColumns.sku, cell: (addOn) => addOn.sku },
          { header: p.addOnColumns.price, numeric: true, cell: (addOn) => money(addOn.price_incl_vat_ore) },
          { header: p.addOnColumns.stock, numeric: true, cell: (addOn) => addOn.stock },
          {
            header: p.addOnColumns.action,
            cell: (addOn, index) => (
              <ItemButtons action={`/admin/api/products/${productId}/add-ons/${addOn.id}`} index={index} count={addOns.length} name={addOn.name} removeText={p.partRemove} />
            ),
          },
        ]}
      />
      <StaffForm action={`/admin/api/products/${productId}/add-ons`} className="admin-form" label={p.addOnAdd}>
        <Field label={p.addOnSku} hint={{ id: 'add-on-sku-help', text: p.addOnSkuHelp }}>
          <input type="text" name="sku" required maxLength={64} autoComplete="off" defaultValue={typed(draft, 'sku')} aria-describedby="add-on-sku-help" {...(draft ? { 'aria-invalid': true as const } : {})} />
        </Field>
        <SubmitButton>{p.addOnAdd}</SubmitButton>
      </StaffForm>
    </Panel>
  );
}

/** Deleting a variant: a link to the confirm step (a page of its own, so it works without script), or why it stays. */
function DeleteVariant({ product, ordered, confirm }: { product: Loaded['product']; ordered: boolean; confirm: boolean }) {
  return (
    <Panel id="product-delete" title={p.deleteTitle}>
      {ordered ? (
        <p>
          {p.deleteOrdered} <a href="#product-status">{p.deleteToStatus}</a>
        </p>
      ) : confirm ? (
        <div role="alert">
          <p>
            <strong>{p.deleteQuestion(product.name)}</strong>
          </p>
          <p className="admin-muted">{p.deleteIntro}</p>
          <div className="admin-product-images__buttons">
            <ActionForm action={`/admin/api/products/${product.id}/delete`} text={p.deleteConfirm} tone="danger">
              <input type="hidden" name="confirm" value="1" />
            </ActionForm>
            <a className="admin-button admin-button--secondary" href={`/admin/produkter/${product.id}`}>{p.deleteCancel}</a>
          </div>
        </div>
      ) : (
        <>
          <p className="admin-muted">{p.deleteIntro}</p>
          <a className="admin-button admin-button--danger" href={`/admin/produkter/${product.id}?ta-bort=1#product-delete`}>{p.deleteButton}</a>
        </>
      )}
    </Panel>
  );
}

function Sales({ productId, sales, now, draft }: { productId: number; sales: Route.ComponentProps['loaderData']['sales']; now: string; draft: FormDraft | undefined }) {
  return (
    <Panel id="product-sales" title={p.sale}>
      <p className="admin-muted">{p.saleIntro}</p>
      <DataTable
        empty={p.salesEmpty}
        rows={sales}
        rowKey={(sale) => sale.id}
        columns={[
          { header: p.saleColumns.price, numeric: true, cell: (sale) => money(sale.sale_price_incl_vat_ore) },
          { header: p.saleColumns.starts, cell: (sale) => <When at={sale.started_at ?? sale.starts_at} /> },
          { header: p.saleColumns.ends, cell: (sale) => <When at={sale.ended_at ?? sale.ends_at} /> },
          { header: p.saleColumns.state, cell: (sale) => p.saleStates[sale.state] },
          {
            header: p.saleColumns.action,
            cell: (sale) =>
              sale.state === 'scheduled' || sale.state === 'running' ? (
                <ActionForm action={`/admin/api/products/${productId}/sales/${sale.id}/stop`} text={sale.state === 'running' ? p.saleStop : p.saleCancel} tone="secondary" />
              ) : null,
          },
        ]}
      />
      <StaffForm action={`/admin/api/products/${productId}/sales`} className="admin-form" label={p.saleCreate}>
        <Field label={p.salePrice}>
          <input type="text" name="sale_price" required inputMode="decimal" autoComplete="off" defaultValue={typed(draft, 'sale_price')} {...invalidIf(draft, 'sale_price')} />
        </Field>
        <Field label={p.saleStarts} hint={{ id: 'sale-starts-help', text: p.saleStartsHelp }}>
          <input type="datetime-local" name="starts_at" min={isoToSwedishLocal(now)} aria-describedby="sale-starts-help" defaultValue={typed(draft, 'starts_at')} {...invalidIf(draft, 'starts_at')} />
        </Field>
        <Field label={p.saleEnds}>
          <input type="datetime-local" name="ends_at" required min={isoToSwedishLocal(now)} defaultValue={typed(draft, 'ends_at')} {...invalidIf(draft, 'ends_at')} />
        </Field>
        <SubmitButton>
          {p.saleCreate}
        </SubmitButton>
      </StaffForm>
    </Panel>
  );
}

function Variants({ productId, variants, options, draft }: { productId: number; variants: Route.ComponentProps['loaderData']['variants']; options: Route.ComponentProps['loaderData']['options']; draft: FormDraft | undefined }) {
  const groups = new Map<string, typeof options>();
  for (const option of options) groups.set(option.label, [...(groups.get(option.label) ?? []), option]);
  return (
    <Panel id="product-variants" title={p.variants}>
      <p className="admin-muted">{p.variantsIntro}</p>
      <DataTable
        empty={p.variantsEmpty}
        rows={variants}
        rowKey={(v) => v.id}
        columns={[
          {
            header: p.variantColumns.option,
            cell: (v) => (
              <a href={`/admin/produkter/${v.id}`} aria-label={p.variantEdit(v.name)}>
                {v.label && v.display_name ? `${v.label}: ${v.display_name}` : v.name}
              </a>
            ),
          },
          { header: p.variantColumns.sku, cell: (v) => v.sku },
          { header: p.variantColumns.price, numeric: true, cell: (v) => money(v.price_incl_vat_ore) },
          { header: p.variantColumns.stock, numeric: true, cell: (v) => v.stock },
          { header: p.variantColumns.status, cell: (v) => p.statuses[v.status] },
        ]}
      />
      <StaffForm action={`/admin/api/products/${productId}/variants`} className="admin-form" label={p.variantAdd}>
        <Field label={p.variantOption}>
          <select name="option_id" required defaultValue={typed(draft, 'option_id')} {...invalidIf(draft, 'variant_option_id')}>
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
        </Field>
        <Field label={p.sku}>
          <input type="text" name="sku" required maxLength={64} autoComplete="off" defaultValue={typed(draft, 'sku')} {...invalidIf(draft, 'variant_sku')} />
        </Field>
        <Field label={p.price}>
          <input type="text" name="price" required inputMode="decimal" autoComplete="off" defaultValue={typed(draft, 'price')} {...invalidIf(draft, 'variant_price')} />
        </Field>
        <Field label={p.stock}>
          <input type="number" name="stock" min={0} step={1} defaultValue={typed(draft, 'stock', '0')} inputMode="numeric" {...invalidIf(draft, 'variant_stock')} />
        </Field>
        <SubmitButton>
          {p.variantAdd}
        </SubmitButton>
      </StaffForm>
    </Panel>
  );
}

function Images({ productId, images }: { productId: number; images: Route.ComponentProps['loaderData']['images'] }) {
  return (
    <Panel id="product-images" title={p.images}>
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
                  <Field label={p.imageAlt}>
                    <input type="text" name="alt" defaultValue={image.alt} maxLength={200} autoComplete="off" />
                  </Field>
                  <SubmitButton tone="secondary">
                    {p.imageSaveAlt}
                  </SubmitButton>
                </StaffForm>
                <ItemButtons action={`/admin/api/products/${productId}/images/${image.id}`} index={index} count={images.length} name={p.imageLabel(index + 1)} removeText={p.imageRemove} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <StaffForm action={`/admin/api/products/${productId}/images`} upload className="admin-form" label={p.imageUpload}>
        <Field label={p.imageFile}>
          <input type="file" name="image" required accept="image/jpeg,image/png,image/webp" />
        </Field>
        <Field label={p.imageAlt} hint={{ id: 'image-alt-help', text: p.imageAltHelp }}>
          <input type="text" name="alt" maxLength={200} autoComplete="off" aria-describedby="image-alt-help" />
        </Field>
        <SubmitButton>
          {p.imageUpload}
        </SubmitButton>
      </StaffForm>
    </Panel>
  );
}

/** The product as its form shows it: prices in kronor, numbers as typed text. */
function storedForm(product: Loaded['product'], slug: string): ProductForm {
  return {
    name: product.name, sku: product.sku, slug, brand_id: String(product.brand_id), category_id: String(product.category_id), vat_class: product.vat_class,
    description: product.description, info_text: product.info_text, seo_title: product.seo_title, seo_description: product.seo_description,
    gtin: product.gtin ?? '', mpn: product.mpn ?? '', price: kronorInput(product.price_incl_vat_ore), original_price: kronorInput(product.original_price_incl_vat_ore),
    member_price: kronorInput(product.member_price_incl_vat_ore), stock: String(product.stock), allow_backorder: product.allow_backorder === 1,
    max_per_customer: product.max_purchasable_quantity === null ? '' : String(product.max_purchasable_quantity), buy_option: product.buy_option === 1, status: product.status,
  };
}

/** Back to the list (and, for a variant, to its main product), the name, and the product's page in the shop while it is on sale. */
function EditorHeader({ product, parent, done, failed }: { product: Loaded['product']; parent: Loaded['parent']; done: string | null; failed: string | null }) {
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
    </>
  );
}

function PriceHistory({ history }: { history: Loaded['history'] }) {
  return (
    <TablePanel
      id="product-history"
      title={p.history}
      empty={p.historyEmpty}
      rows={history}
      rowKey={(h) => h.valid_from}
      columns={[
        { header: p.historyColumns.from, cell: (h) => <When at={h.valid_from} /> },
        { header: p.historyColumns.price, numeric: true, cell: (h) => money(h.price_incl_vat_ore) },
      ]}
    >
      <p className="admin-muted">{p.historyIntro}</p>
    </TablePanel>
  );
}

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { product, slug, images, variants, sales, history, parent, parts, addOns, partOf, ordered, confirmDelete, choices, options, drafts, now, done, failed, oldAddresses } = loaderData;
  const invalid = new URLSearchParams(useLocation().search).get('fel');
  const isVariant = product.parent_id !== null;
  const form = productFormValues(storedForm(product, slug), drafts.product);
  return (
    <>
      <EditorHeader product={product} parent={parent} done={done} failed={failed} />
      <ProductFields
        action={`/admin/api/products/${product.id}`}
        invalid={invalid}
        invalidFields={form.invalidFields}
        submitLabel={p.save}
        isVariant={isVariant}
        loadedFrom={form.loadedFrom}
        choices={choices}
        values={form.values}
      />
      <Sales productId={product.id} sales={sales} now={now} draft={drafts.sale} />
      {isVariant || product.is_package === 1 ? null : <Variants productId={product.id} variants={variants} options={options} draft={drafts.variant} />}
      {isVariant ? null : <Package product={product} parts={parts} partOf={partOf} variantCount={variants.length} draft={drafts.part} />}
      {isVariant ? null : <AddOns productId={product.id} addOns={addOns} draft={drafts.add_on} />}
      <Images productId={product.id} images={images} />
      <OldAddresses intro={b.oldAddresses.productIntro} addresses={oldAddresses} removeAction={(id) => `/admin/api/products/${product.id}/redirects/${id}/delete`} />
      <PriceHistory history={history} />
      {isVariant ? <DeleteVariant product={product} ordered={ordered} confirm={confirmDelete} /> : null}
    </>
  );
}
