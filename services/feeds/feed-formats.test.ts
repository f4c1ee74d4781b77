import { describe, expect, it } from 'vitest';
import type { FeedItem } from './feed-service';
import { googleFeedClose, googleFeedOpen, googleItemXml } from './google-feed';
import { PRISJAKT_HEADER, prisjaktRow } from './prisjakt-feed';

const ORIGIN = 'https://butik.example';

const item: FeedItem = {
  id: 42,
  groupId: 7,
  sku: 'HB0000042',
  title: 'TV 55" <OLED> & ljud\u0000\u001b',
  description: 'Rad ett\u000b och två',
  path: '/tv/tv-55-42',
  imagePaths: ['/assets/uploads/a.svg', 'https://cdn.example/b.jpg'],
  priceOre: 799_000,
  sale: { regularOre: 899_000, saleOre: 799_000, effectiveDate: '2026-11-10T08:00:00+00:00/2026-12-25T00:00:00+00:00' },
  availability: 'backorder',
  brand: 'B&O',
  gtin: null,
  mpn: null,
  productType: 'TV & ljud > TV',
  shippingOre: 4_900,
};

describe('Google Merchant item', () => {
  it('escapes every text, drops characters XML forbids and writes the sale, group and missing identifiers', () => {
    expect(googleItemXml(ORIGIN, item)).toBe(
      '<item><g:id>42</g:id><g:title>TV 55&quot; &lt;OLED&gt; &amp; ljud</g:title><g:description>Rad ett och två</g:description>' +
        '<g:link>https://butik.example/tv/tv-55-42</g:link><g:image_link>https://butik.example/assets/uploads/a.svg</g:image_link>' +
        '<g:additional_image_link>https://cdn.example/b.jpg</g:additional_image_link>' +
        '<g:price>8990.00 SEK</g:price><g:sale_price>7990.00 SEK</g:sale_price>' +
        '<g:sale_price_effective_date>2026-11-10T08:00:00+00:00/2026-12-25T00:00:00+00:00</g:sale_price_effective_date>' +
        '<g:availability>backorder</g:availability><g:brand>B&amp;O</g:brand><g:identifier_exists>no</g:identifier_exists>' +
        '<g:condition>new</g:condition><g:item_group_id>7</g:item_group_id><g:product_type>TV &amp; ljud &gt; TV</g:product_type>' +
        '<g:shipping><g:country>SE</g:country><g:price>49.00 SEK</g:price></g:shipping></item>\n',
    );
  });

  it('names the identifiers it has and no sale without one', () => {
    const xml = googleItemXml(ORIGIN, { ...item, sale: null, groupId: null, gtin: '7310220000029', mpn: 'WIL-0C7YC', shippingOre: null });
    expect(xml).toContain('<g:price>7990.00 SEK</g:price><g:availability>');
    expect(xml).toContain('<g:gtin>7310220000029</g:gtin><g:mpn>WIL-0C7YC</g:mpn><g:condition>');
    for (const absent of ['sale_price', 'identifier_exists', 'item_group_id', 'g:shipping']) expect(xml).not.toContain(absent);
  });

  it('wraps the items in an RSS 2.0 channel with the g: namespace', () => {
    const xml = googleFeedOpen(ORIGIN, 'Hem & Hushåll') + googleFeedClose();
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
        '<title>Hem &amp; Hushåll</title>\n<link>https://butik.example/</link>\n' +
        '<description>Produkter och priser från Hem &amp; Hushåll</description>\n</channel>\n</rss>\n',
    );
  });
});

describe('Prisjakt row', () => {
  it('writes the columns in order with today\'s price, quoting what needs it', () => {
    expect(PRISJAKT_HEADER).toBe(
      'Produktnamn,Art.nr.,Kategori,Pris inkl.moms,Produkt-URL,Tillverkare,Tillverkar-SKU,EAN/GTIN,Frakt,Bild-URL,Lagerstatus,Leveranstid\r\n',
    );
    expect(prisjaktRow(ORIGIN, { ...item, title: 'Kylskåp "Frost", 60 cm', gtin: '7310220000029', mpn: '-X1' })).toBe(
      '"Kylskåp ""Frost"", 60 cm",HB0000042,TV & ljud > TV,7990.00,https://butik.example/tv/tv-55-42,B&O,\'-X1,7310220000029,49.00,' +
        'https://butik.example/assets/uploads/a.svg,Beställningsvara,2–4 veckor\r\n',
    );
  });
});
