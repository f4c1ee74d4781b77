import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { priceReduction } from '../../domain/price-history';
import { isCatalogSeeded, seedDemoCatalog, type SeedSummary } from './index';
import { RESERVED_PATHS } from './catalog-data';
import { writeDemoMedia } from './media';
import { widgetSettings } from './widget-settings';
import { parseSiteSettings } from '../../domain/site-settings';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const SIZE = 400;

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await connectDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db);
  return handle;
}

async function loadCatalog(db: Kysely<Database>) {
  const [
    products, categories, brands, history, images, groups, rows, categoryGroups, productSpecs, packageItems,
    variantOptions, options, attributes, infoPages, settings, state, vat, tags, productTags, badges, colors,
  ] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('id').execute(),
    db.selectFrom('categories').selectAll().orderBy('id').execute(),
    db.selectFrom('brands').selectAll().orderBy('id').execute(),
    db.selectFrom('product_price_history').selectAll().orderBy('id').execute(),
    db.selectFrom('product_images').selectAll().orderBy('id').execute(),
    db.selectFrom('specification_groups').selectAll().orderBy('id').execute(),
    db.selectFrom('specification_rows').selectAll().orderBy('id').execute(),
    db.selectFrom('category_specification_groups').selectAll().execute(),
    db.selectFrom('product_specifications').selectAll().execute(),
    db.selectFrom('package_items').selectAll().execute(),
    db.selectFrom('product_variant_options').selectAll().execute(),
    db.selectFrom('variant_attribute_options').selectAll().execute(),
    db.selectFrom('variant_attributes').selectAll().execute(),
    db.selectFrom('info_pages').selectAll().orderBy('id').execute(),
    db.selectFrom('site_settings').selectAll().execute(),
    db.selectFrom('catalog_state').selectAll().execute(),
    db.selectFrom('vat_rates').selectAll().execute(),
    db.selectFrom('tags').selectAll().execute(),
    db.selectFrom('product_tags').selectAll().execute(),
    db.selectFrom('badges').selectAll().execute(),
    db.selectFrom('primary_colors').selectAll().execute(),
  ]);
  return {
    products, categories, brands, history, images, groups, rows, categoryGroups, productSpecs, packageItems,
    variantOptions, options, attributes, infoPages, settings, state, vat, tags, productTags, badges, colors,
  };
}

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item)) ?? [];
    list.push(item);
    map.set(key(item), list);
  }
  return map;
}

const share = (count: number, total: number) => count / total;

describe('seedDemoCatalog', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;
  let c: Catalog;

  beforeAll(async () => {
    handle = await freshDatabase();
    expect(await isCatalogSeeded(handle.db)).toBe(false);
    summary = await seedDemoCatalog(handle.db, { size: SIZE, now: NOW });
    c = await loadCatalog(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('writes exactly `size` products and reports what it wrote', async () => {
    expect(c.products).toHaveLength(SIZE);
    expect(summary.products).toBe(SIZE);
    expect(summary.brands).toBe(30);
    expect(summary.categories).toBe(c.categories.length);
    expect(summary.variants).toBe(c.products.filter((p) => p.parent_id !== null).length);
    expect(c.state).toEqual([{ id: 1, version: 1, seeded_size: SIZE }]);
    expect(await isCatalogSeeded(handle.db)).toBe(true);
    const settings = Object.fromEntries(c.settings.map((row) => [row.key, JSON.parse(row.value) as unknown]));
    expect(settings).toEqual({ siteName: 'Hembutiken', ...widgetSettings(NOW) });
    // The demo's countdown runs from the seeding day for a week, and its settings pass the schema.
    expect(parseSiteSettings(settings).countdown).toEqual({ title: 'Veckans kampanj slutar om', start: '2026-11-21T10:00:00.000Z', end: '2026-11-29T10:00:00.000Z' });
    expect(parseSiteSettings(settings).sveaCampaigns).toHaveLength(3);
  });

  it('has the VAT rates as data', () => {
    const rates = Object.fromEntries(c.vat.map((v) => [v.vat_class, v.rate_percent]));
    expect(rates).toEqual({ standard: 25, reduced_12: 12, reduced_6: 6, zero: 0 });
    expect(new Set(c.vat.map((v) => v.valid_from))).toEqual(new Set(['2000-01-01']));
    const kaffe = c.categories.find((x) => x.url.endsWith('/kaffebonor'))!;
    for (const p of c.products.filter((x) => x.category_id === kaffe.id)) expect(p.vat_class).toBe('reduced_12');
    expect(c.products.filter((p) => p.vat_class === 'standard').length).toBeGreaterThan(SIZE * 0.9);
  });

  it('builds a three-level category tree with slug urls', () => {
    const byParent = groupBy(c.categories, (x) => x.parent_id);
    const top = byParent.get(null) ?? [];
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.map((x) => x.name)).toEqual(expect.arrayContaining(['Vitvaror', 'TV & ljud', 'Datorer & surfplattor', 'Gaming']));
    for (const t of top) {
      const children = byParent.get(t.id) ?? [];
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(5);
    }
    const byId = new Map(c.categories.map((x) => [x.id, x]));
    for (const cat of c.categories) {
      expect(cat.url).toMatch(/^(\/[a-z0-9]+(-[a-z0-9]+)*){1,3}$/);
      expect(cat.url.split('/').length - 1).toBe(cat.level);
      if (cat.parent_id !== null) expect(cat.url.startsWith(`${byId.get(cat.parent_id)!.url}/`)).toBe(true);
      expect(cat.description.length).toBeGreaterThan(20);
      if (cat.level <= 2) expect(cat.image).toMatch(/^\/assets\/uploads\/categories\/[a-z0-9-]+\.svg$/);
      else expect(cat.image).toBeNull();
    }
    expect(c.categories.find((x) => x.name === 'Vitvaror')!.url).toBe('/vitvaror');
    expect(c.categories.some((x) => x.url === '/vitvaror/kylskap/kyl-och-frys')).toBe(true);
    expect(c.categories.some((x) => x.level === 3)).toBe(true);
    // Some level-2 categories stay leaves.
    expect(c.categories.some((x) => x.level === 2 && !byParent.has(x.id))).toBe(true);
  });

  it('has 30 brands, brand 1 being "no brand", and links that shadow nothing', () => {
    expect(c.brands).toHaveLength(30);
    expect(c.brands[0]).toMatchObject({ id: 1, name: 'Inget varumärke', brand_link: 'inget-varumarke' });
    expect(c.brands.filter((b) => b.brand_override_link === '1')).toHaveLength(2);
    expect(c.brands.every((b) => b.brand_override_link === '1' || b.brand_override_link === '0')).toBe(true);
    const segments = new Set(c.categories.flatMap((x) => x.url.split('/').filter(Boolean)));
    for (const b of c.brands) {
      expect(b.brand_link).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(segments.has(b.brand_link)).toBe(false);
      expect(RESERVED_PATHS).not.toContain(b.brand_link);
    }
    const noBrand = c.products.filter((p) => p.brand_id === 1 && !p.is_digital);
    expect(share(noBrand.length, SIZE)).toBeLessThan(0.06);
  });

  it('gives every leaf 10-20 specification groups of all three types', () => {
    const leaves = c.categories.filter((x) => !c.categories.some((y) => y.parent_id === x.id));
    const perLeaf = groupBy(c.categoryGroups, (g) => g.category_id);
    for (const leaf of leaves) {
      const n = perLeaf.get(leaf.id)?.length ?? 0;
      expect(n, leaf.url).toBeGreaterThanOrEqual(10);
      expect(n, leaf.url).toBeLessThanOrEqual(20);
    }
    expect(new Set(c.groups.map((g) => g.type))).toEqual(new Set(['single_choice', 'multiple_choice', 'interval']));
    expect(c.groups.some((g) => g.show_in_filter === 0)).toBe(true);
    expect(c.groups.some((g) => g.description)).toBe(true);
    expect(new Set(c.groups.map((g) => g.section))).toEqual(
      new Set(['Allmänt', 'Mått och vikt', 'Energi och miljö', 'Funktioner', 'Anslutningar']),
    );
    const groupById = new Map(c.groups.map((g) => [g.id, g]));
    for (const row of c.rows) {
      const group = groupById.get(row.group_id)!;
      if (group.type === 'interval') {
        expect(row.numeric_value).not.toBeNull();
        expect(row.value).toBe(String(row.numeric_value).replace('.', ','));
      } else {
        expect(row.numeric_value).toBeNull();
      }
    }
    // Shared groups: some group is linked from more than one leaf.
    const leavesPerGroup = groupBy(c.categoryGroups, (g) => g.group_id);
    expect([...leavesPerGroup.values()].some((list) => list.length > 1)).toBe(true);
  });

  it('gives every product one value per single/interval group and 1-3 per multiple-choice group of its leaf', () => {
    const groupsOfLeaf = groupBy(c.categoryGroups, (g) => g.category_id);
    const rowById = new Map(c.rows.map((r) => [r.id, r]));
    const groupById = new Map(c.groups.map((g) => [g.id, g]));
    const specsOf = groupBy(c.productSpecs, (s) => s.product_id);
    for (const p of c.products) {
      const counts = new Map<number, number>();
      for (const s of specsOf.get(p.id) ?? []) {
        const groupId = rowById.get(s.row_id)!.group_id;
        counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
      }
      const expected = groupsOfLeaf.get(p.category_id) ?? [];
      expect(new Set(counts.keys()), p.name).toEqual(new Set(expected.map((g) => g.group_id)));
      for (const [groupId, n] of counts) {
        if (groupById.get(groupId)!.type === 'multiple_choice') {
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(3);
        } else {
          expect(n).toBe(1);
        }
      }
    }
  });

  it('writes products with unique skus and urls under their leaf category', () => {
    expect(new Set(c.products.map((p) => p.sku)).size).toBe(SIZE);
    expect(new Set(c.products.map((p) => p.url)).size).toBe(SIZE);
    const byId = new Map(c.categories.map((x) => [x.id, x]));
    const leafIds = new Set(c.categories.filter((x) => !c.categories.some((y) => y.parent_id === x.id)).map((x) => x.id));
    for (const p of c.products) {
      expect(leafIds.has(p.category_id)).toBe(true);
      const leaf = byId.get(p.category_id)!;
      expect(p.url).toMatch(new RegExp(`^${leaf.url}/[a-z0-9-]+-${p.id}$`));
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.title).toContain(p.name);
      expect(p.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(p.description).toMatch(/[åäö]/);
      for (const text of [p.name, p.title, p.info_text, p.description]) {
        expect(text, p.name).not.toMatch(/[{}[\]]|undefined|NaN| [,.]| {2}|\n{3}/);
      }
      expect(p.status === 'active' || p.status === 'hidden').toBe(true);
      expect(p.updated_at).toBe(p.created_at);
      expect(p.created_at <= NOW.toISOString()).toBe(true);
      expect(Date.parse(p.created_at)).toBeGreaterThanOrEqual(NOW.getTime() - 731 * 86_400_000);
      expect(p.popularity).toBeGreaterThanOrEqual(0);
      expect(p.popularity).toBeLessThanOrEqual(10_000);
      if (p.rating_count > 0) {
        expect(p.rating_average).toBeGreaterThanOrEqual(1);
        expect(p.rating_average).toBeLessThanOrEqual(5);
        expect(Math.round(p.rating_average! * 10)).toBeCloseTo(p.rating_average! * 10, 6);
      } else {
        expect(p.rating_average).toBeNull();
      }
    }
    expect(c.products.filter((p) => p.status === 'hidden').length).toBeGreaterThan(0);
    const listInfo = c.products.filter((p) => p.info_text.split('\n').every((l) => l.startsWith('- ')));
    expect(share(listInfo.length, SIZE)).toBeGreaterThan(0.45);
    expect(share(listInfo.length, SIZE)).toBeLessThan(0.75);
  });

  it('prices in whole kronor with realistic discounts, member and monthly prices', () => {
    for (const p of c.products) {
      expect(p.price_incl_vat_ore).toBeGreaterThan(0);
      expect(p.price_incl_vat_ore % 100).toBe(0);
      if (p.original_price_incl_vat_ore !== null) expect(p.original_price_incl_vat_ore).toBeGreaterThan(p.price_incl_vat_ore);
      if (p.member_price_incl_vat_ore !== null) expect(p.member_price_incl_vat_ore).toBeLessThan(p.price_incl_vat_ore);
      if (p.monthly_price_ore !== null) expect(p.monthly_price_ore).toBe(Math.ceil(p.price_incl_vat_ore / 24 / 100) * 100);
    }
    const discounted = c.products.filter((p) => p.original_price_incl_vat_ore !== null && !p.is_package);
    expect(share(discounted.length, SIZE)).toBeGreaterThan(0.08);
    expect(share(discounted.length, SIZE)).toBeLessThan(0.25);
    expect(discounted.some((p) => p.original_price_incl_vat_ore! - p.price_incl_vat_ore > 1_000_000)).toBe(true);
    const member = c.products.filter((p) => p.member_price_incl_vat_ore !== null);
    expect(share(member.length, SIZE)).toBeGreaterThan(0.04);
    expect(share(member.length, SIZE)).toBeLessThan(0.18);
    expect(c.products.some((p) => p.monthly_price_ore !== null)).toBe(true);
    expect(c.products.some((p) => p.hide_price === 1)).toBe(true);
  });

  it('stores a price history that gives the Omnibus lowest price', () => {
    const historyOf = groupBy(c.history, (h) => h.product_id);
    const nowIso = NOW.toISOString();
    let withEarlierLow = 0;
    for (const p of c.products) {
      const history = (historyOf.get(p.id) ?? []).map((h) => ({ priceOre: h.price_incl_vat_ore, validFrom: h.valid_from }));
      expect(history.length).toBeGreaterThanOrEqual(1);
      const first = history.reduce((a, b) => (a.validFrom <= b.validFrom ? a : b));
      expect(first.validFrom).toBe(p.created_at);
      const current = history.reduce((a, b) => (a.validFrom >= b.validFrom ? a : b));
      expect(current.priceOre).toBe(p.price_incl_vat_ore);
      for (const h of history) expect(h.validFrom <= nowIso).toBe(true);
      if (p.original_price_incl_vat_ore !== null && !p.is_package) {
        expect(first.priceOre).toBe(p.original_price_incl_vat_ore);
        const reduction = priceReduction(history, nowIso);
        expect(reduction, p.name).not.toBeNull();
        expect(reduction!.originalPriceOre).toBe(p.original_price_incl_vat_ore);
        const daysAgo = (NOW.getTime() - Date.parse(reduction!.reductionStartedAt)) / 86_400_000;
        expect(daysAgo).toBeGreaterThanOrEqual(3);
        expect(daysAgo).toBeLessThanOrEqual(20);
        expect(reduction!.lowestPriorPriceOre).toBeLessThanOrEqual(p.original_price_incl_vat_ore);
        expect(reduction!.lowestPriorPriceOre).toBeGreaterThan(p.price_incl_vat_ore);
        if (reduction!.lowestPriorPriceOre < p.original_price_incl_vat_ore) withEarlierLow++;
      } else {
        expect(priceReduction(history, nowIso)).toBeNull();
      }
    }
    expect(withEarlierLow).toBeGreaterThan(0);
  });

  it('keeps stock realistic: sold out, limited, backorder and purchase limits', () => {
    for (const p of c.products) {
      expect(p.stock >= 0 || p.allow_backorder === 1).toBe(true);
      if (p.max_purchasable_quantity !== null) {
        expect(p.max_purchasable_quantity).toBeGreaterThanOrEqual(1);
        expect(p.max_purchasable_quantity).toBeLessThanOrEqual(3);
      }
    }
    const physical = c.products.filter((p) => !p.is_digital);
    expect(physical.some((p) => p.stock === 0)).toBe(true);
    expect(physical.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
    expect(physical.some((p) => p.allow_backorder === 1 && p.stock === 0)).toBe(true);
    expect(share(physical.filter((p) => p.stock > 5).length, physical.length)).toBeGreaterThan(0.7);
  });

  it('links colours, energy labels, tags, badges and images', () => {
    const physical = c.products.filter((p) => !p.is_digital);
    expect(share(physical.filter((p) => p.primary_color_id !== null).length, physical.length)).toBeGreaterThan(0.8);
    expect(c.colors.length).toBeGreaterThanOrEqual(10);
    expect(c.colors.find((x) => x.name === 'Svart')?.hex).toBe('#1a1a1a');
    const energy = c.products.filter((p) => p.energy_class !== null);
    expect(energy.length).toBeGreaterThan(0);
    for (const p of energy) {
      expect(p.energy_class).toMatch(/^[A-G]$/);
      expect(p.energy_class_version).toBe(2);
      expect(p.energy_label_file).toBe(`/assets/uploads/energy/energiklass-${p.energy_class!.toLowerCase()}.svg`);
      expect(p.energy_datasheet_file).toMatch(new RegExp(`^/assets/uploads/energy/produktblad-[a-z0-9-]+-${p.energy_class!.toLowerCase()}\\.pdf$`));
    }
    const tagged = new Set(c.productTags.map((t) => t.product_id));
    expect(share(tagged.size, SIZE)).toBeGreaterThan(0.04);
    expect(share(tagged.size, SIZE)).toBeLessThan(0.18);
    const nyhet = c.tags.find((t) => t.name === 'Nyhet')!;
    expect(nyhet.color_is_dark).toBe(0);
    expect(c.tags.some((t) => t.color_is_dark === 1)).toBe(true);
    expect(c.badges.map((b) => b.position)).toEqual(expect.arrayContaining(['left_top', 'right_top']));
    expect(c.badges.some((b) => b.position.includes('_ri'))).toBe(true);
    expect(c.products.some((p) => p.badge_id !== null)).toBe(true);
    const imagesOf = groupBy(c.images, (i) => i.product_id);
    for (const p of c.products) {
      const list = imagesOf.get(p.id) ?? [];
      expect(list.length, p.name).toBeGreaterThanOrEqual(1);
      expect(list.length, p.name).toBeLessThanOrEqual(4);
      expect(list.map((i) => i.position)).toEqual(list.map((_, i) => i));
      for (const i of list) {
        expect(i.path).toMatch(/^\/assets\/uploads\/products\/[a-z0-9-]+\.svg$/);
        expect(i.width).toBe(800);
        expect(i.height).toBe(800);
        expect(i.alt.length).toBeGreaterThan(3);
      }
    }
  });

  it('makes variant families with options per attribute', () => {
    const children = groupBy(c.products.filter((p) => p.parent_id !== null), (p) => p.parent_id!);
    expect(children.size).toBeGreaterThan(0);
    const byId = new Map(c.products.map((p) => [p.id, p]));
    const optionsOf = groupBy(c.variantOptions, (o) => o.product_id);
    const optionById = new Map(c.options.map((o) => [o.id, o]));
    expect(c.attributes.map((a) => [a.label, a.level])).toEqual(expect.arrayContaining([['Färg', 1], ['Lagring', 2], ['Storlek', 2]]));
    for (const [parentId, variants] of children) {
      const parent = byId.get(parentId)!;
      expect(parent.parent_id).toBeNull();
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(6);
      const combos = new Set<string>();
      for (const v of variants) {
        expect(v.id).toBeGreaterThan(parent.id);
        expect(v.name.startsWith(`${parent.name}, `)).toBe(true);
        expect(v.category_id).toBe(parent.category_id);
        expect(v.brand_id).toBe(parent.brand_id);
        const opts = optionsOf.get(v.id) ?? [];
        expect(opts.length).toBeGreaterThanOrEqual(1);
        const attributeIds = opts.map((o) => optionById.get(o.option_id)!.attribute_id);
        expect(new Set(attributeIds).size).toBe(attributeIds.length);
        combos.add(opts.map((o) => o.option_id).sort().join(','));
      }
      expect(combos.size).toBe(variants.length);
    }
    const colorOption = c.options.find((o) => o.display_name === 'Svart')!;
    expect(colorOption.color_hex).toBe('#1a1a1a');
    expect(colorOption.primary_color_id).toBe(c.colors.find((x) => x.name === 'Svart')!.id);
  });

  it('prices packages below the sum of their parts', () => {
    const packages = c.products.filter((p) => p.is_package === 1);
    expect(packages.length).toBeGreaterThan(0);
    const itemsOf = groupBy(c.packageItems, (i) => i.package_product_id);
    const byId = new Map(c.products.map((p) => [p.id, p]));
    for (const pkg of packages) {
      const items = itemsOf.get(pkg.id) ?? [];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(3);
      const sum = items.reduce((s, i) => s + byId.get(i.part_product_id)!.price_incl_vat_ore * i.quantity, 0);
      expect(pkg.price_incl_vat_ore).toBeLessThan(sum);
      for (const i of items) expect(byId.get(i.part_product_id)!.is_package).toBe(0);
    }
  });

  it('includes a few digital products', () => {
    const digital = c.products.filter((p) => p.is_digital === 1);
    expect(digital.length).toBeGreaterThanOrEqual(2);
    expect(digital.map((p) => p.name)).toEqual(expect.arrayContaining(['Digitalt presentkort 500 kr', 'Förlängd garanti 3 år – vitvaror']));
    for (const p of digital) {
      expect(p.vat_class).toBe('standard');
      expect(p.stock).toBeGreaterThan(1000);
    }
  });

  it('writes the info pages with the terms and the withdrawal form', () => {
    const byUrl = new Map(c.infoPages.map((p) => [p.url, p]));
    const service = byUrl.get('/kundservice')!;
    expect(service).toMatchObject({ type: 'services', expanded: 1, parent_id: null });
    for (const url of ['/kundservice/kopvillkor', '/kundservice/frakt-och-leverans', '/kundservice/betalning', '/kundservice/returer-och-reklamationer']) {
      expect(byUrl.get(url)?.parent_id, url).toBe(service.id);
    }
    expect(byUrl.get('/om-oss')?.type).toBe('other');
    expect(byUrl.get('/integritetspolicy')?.type).toBe('direct');
    expect(byUrl.get('/kampanjer')?.type).toBe('campaign');
    const terms = byUrl.get('/kundservice/kopvillkor')!.body;
    expect(terms).toContain('14 dagars ångerrätt');
    expect(terms).toContain('Standardformulär för utövande av ångerrätt');
    // The shop's own promises come from the settings (domain/shop-placeholders.ts), so the texts never contradict them.
    expect(terms).toContain('{oppet_kop_dagar} dagars öppet köp');
    expect(terms).toContain('inom {betalningsvillkor} dagar');
    expect(byUrl.get('/kundservice/betalning')!.body).toContain('inom {betalningsvillkor} dagar');
    for (const page of c.infoPages) expect(page.body, page.url).not.toMatch(/chatt|14 dagars betalningstid|\d{6}-\d{4}|@hembutiken\.se/i);
    for (const page of c.infoPages) {
      expect(page.heading.length).toBeGreaterThan(0);
      expect(page.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses to seed a catalog that is not empty', async () => {
    await expect(seedDemoCatalog(handle.db, { size: 10, now: NOW })).rejects.toThrow(/not empty/);
    expect(await handle.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: SIZE });
  });

  it('writes every image the catalog refers to, and skips files that exist', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
    try {
      await writeDemoMedia(dir);
      const referenced = new Set<string>([
        ...c.images.map((i) => i.path),
        ...c.categories.flatMap((x) => (x.image ? [x.image] : [])),
        ...c.products.flatMap((p) => (p.energy_label_file ? [p.energy_label_file] : [])),
        ...c.products.flatMap((p) => (p.energy_datasheet_file ? [p.energy_datasheet_file] : [])),
        ...c.badges.map((b) => `/assets/uploads/badges/${b.id}/${b.image}`),
      ]);
      for (const url of referenced) {
        const file = path.join(dir, url.replace('/assets/uploads/', ''));
        expect(fs.existsSync(file), url).toBe(true);
      }
      const sample = path.join(dir, [...referenced][0]!.replace('/assets/uploads/', ''));
      expect(fs.readFileSync(sample, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
      fs.writeFileSync(sample, 'kept');
      await writeDemoMedia(dir);
      expect(fs.readFileSync(sample, 'utf8')).toBe('kept');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('determinism', () => {
  it('gives the same catalog for the same size, seed and time', async () => {
    const a = await freshDatabase();
    const b = await freshDatabase();
    try {
      await seedDemoCatalog(a.db, { size: 300, now: NOW, seed: 7 });
      await seedDemoCatalog(b.db, { size: 300, now: NOW, seed: 7 });
      const [ca, cb] = await Promise.all([loadCatalog(a.db), loadCatalog(b.db)]);
      expect(cb.products).toEqual(ca.products);
      expect(cb.history).toEqual(ca.history);
      expect(cb.images).toEqual(ca.images);
      expect(cb.productSpecs).toEqual(ca.productSpecs);
      expect(cb.variantOptions).toEqual(ca.variantOptions);
      expect(cb.packageItems).toEqual(ca.packageItems);
      expect(JSON.stringify(cb.products)).toBe(JSON.stringify(ca.products));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives a different catalog for another seed', async () => {
    const a = await freshDatabase();
    const b = await freshDatabase();
    try {
      await seedDemoCatalog(a.db, { size: 100, now: NOW, seed: 1 });
      await seedDemoCatalog(b.db, { size: 100, now: NOW, seed: 2 });
      const names = async (h: DatabaseHandle) => (await h.db.selectFrom('products').select('name').orderBy('id').execute()).map((r) => r.name);
      expect(await names(b)).not.toEqual(await names(a));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
