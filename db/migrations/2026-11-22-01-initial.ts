import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * The foundation schema: catalog, sessions, site settings, info pages.
 *
 * Portable types on purpose: money is integer öre, booleans are 0/1 integers and
 * timestamps are ISO-8601 UTC text, so both dialects return the same JS values
 * (see docs/decisions/004-portable-column-types.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vat_rates')
    .addColumn('vat_class', 'text', (c) => c.notNull())
    .addColumn('rate_percent', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vat_rates_pk', ['vat_class', 'valid_from'])
    .execute();

  await createTableWithId(db, 'categories')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await createTableWithId(db, 'brands')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand_link', 'text', (c) => c.notNull().unique())
    .addColumn('brand_override_link', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text')
    .execute();

  await createTableWithId(db, 'primary_colors')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await createTableWithId(db, 'tags')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('color_is_dark', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createTableWithId(db, 'badges')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo('left'))
    .execute();

  await createTableWithId(db, 'products')
    .addColumn('parent_id', 'integer', (c) => c.references('products.id'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('vat_class', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('price_incl_vat_ore', 'integer', (c) => c.notNull().check(sql`price_incl_vat_ore >= 0`))
    .addColumn('original_price_incl_vat_ore', 'integer')
    .addColumn('member_price_incl_vat_ore', 'integer')
    .addColumn('monthly_price_ore', 'integer')
    .addColumn('hide_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_purchasable_quantity', 'integer')
    .addColumn('allow_backorder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('is_package', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_digital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('energy_class', 'text')
    .addColumn('energy_class_version', 'integer')
    .addColumn('energy_label_file', 'text')
    .addColumn('energy_datasheet_file', 'text')
    .addColumn('info_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('primary_color_id', 'integer', (c) => c.references('primary_colors.id'))
    .addColumn('badge_id', 'integer', (c) => c.references('badges.id'))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_average', 'real')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(withTimestamps)
    .addCheckConstraint('products_stock_check', sql`stock >= 0 or allow_backorder = 1`)
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand_id').execute();
  await db.schema.createIndex('products_parent_idx').on('products').column('parent_id').execute();

  await createTableWithId(db, 'product_price_history')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('price_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_price_history_product_idx')
    .on('product_price_history')
    .columns(['product_id', 'valid_from'])
    .execute();

  await createTableWithId(db, 'product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id'))
    .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
    .execute();

  await db.schema
    .createTable('package_items')
    .addColumn('package_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('part_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('package_items_pk', ['package_product_id', 'part_product_id'])
    .execute();

  // Specifications: a group is one filterable property (e.g. 'Volym', unit 'liter'),
  // its rows are the distinct values products have for it.
  await createTableWithId(db, 'specification_groups')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull().defaultTo('Allmänt'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('single_choice', 'multiple_choice', 'interval')`),
    )
    .addColumn('unit', 'text')
    .addColumn('description', 'text')
    .addColumn('show_in_filter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('category_specification_groups')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('specification_groups.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_specification_groups_pk', ['category_id', 'group_id'])
    .execute();

  await createTableWithId(db, 'specification_rows')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('specification_groups.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('numeric_value', 'real')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('specification_rows_group_value_uq', ['group_id', 'value'])
    .execute();

  await db.schema
    .createTable('product_specifications')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (c) => c.notNull().references('specification_rows.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_specifications_pk', ['product_id', 'row_id'])
    .execute();
  await db.schema.createIndex('product_specifications_row_idx').on('product_specifications').column('row_id').execute();

  // Variant attributes (colour, size): variants are products whose parent_id is the parent product.
  await createTableWithId(db, 'variant_attributes')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await createTableWithId(db, 'variant_attribute_options')
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('variant_attributes.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('color_hex', 'text')
    .addColumn('primary_color_id', 'integer', (c) => c.references('primary_colors.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_variant_options')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('variant_attribute_options.id'))
    .addPrimaryKeyConstraint('product_variant_options_pk', ['product_id', 'option_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'info_pages')
    .addColumn('parent_id', 'integer', (c) => c.references('info_pages.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('services', 'campaign', 'other', 'direct')`),
    )
    .addColumn('heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expanded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row; bumped whenever the catalog changes so in-process indexes know to rebuild.
  await db.schema
    .createTable('catalog_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seeded_size', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'catalog_state', 'info_pages', 'site_settings', 'sessions', 'product_variant_options',
    'variant_attribute_options', 'variant_attributes', 'product_specifications', 'specification_rows',
    'category_specification_groups', 'specification_groups', 'package_items', 'product_tags',
    'product_images', 'product_price_history', 'products', 'badges', 'tags', 'primary_colors',
    'brands', 'categories', 'vat_rates',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
