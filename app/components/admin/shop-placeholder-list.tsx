import { svSettings } from '../../../common/copy/sv-settings';
import { SHOP_PLACEHOLDERS } from '../../../domain/shop-placeholders';

const t = svSettings.placeholders;

/** The placeholders a text may hold (domain/shop-placeholders.ts), each with what it reads, for the owner writing it. */
export function ShopPlaceholderList() {
  return (
    <details className="admin-field--full admin-placeholders">
      <summary>{t.title}</summary>
      <p className="admin-muted">{t.intro}</p>
      <dl className="admin-facts">
        {SHOP_PLACEHOLDERS.map((name) => (
          <div key={name} className="admin-placeholders__row">
            <dt>
              <code>{`{${name}}`}</code>
            </dt>
            <dd>{t.names[name]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
