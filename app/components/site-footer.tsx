import { Link } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../../common/copy/sv';
import { useFreeDeliveryLimitText } from './free-delivery-limit';
import { NamedLinks } from './named-links';
import { ConsentSettingsButton, ReturnModalButton } from './site-modals';

export function SiteFooter({ chrome }: { chrome: ChromeData }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {chrome.settings.siteName}
          </h2>
          <p>{sv.site.footerTagline(useFreeDeliveryLimitText(chrome), chrome.settings.openPurchaseDays)}</p>
        </section>
        {chrome.newsletterFooterHtml ? (
          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter" dangerouslySetInnerHTML={{ __html: chrome.newsletterFooterHtml }} />
        ) : null}
        {chrome.footer.map((column) => (
          <nav key={column.url} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <Link to={link.url}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {chrome.settings.ecommerceDisabled ? null : (
          <nav className="site-footer__column" aria-label={sv.site.categories}>
            <h2 className="site-footer__heading">{sv.site.categories}</h2>
            <ul>
              <NamedLinks pages={chrome.categories} />
              <li>
                <Link to="/tillverkare">{sv.site.allBrands}</Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <ul className="site-footer__actions">
        <li>
          <Link to={chrome.account.href} className="site-footer__action" reloadDocument>
            {chrome.account.label}
          </Link>
        </li>
        <li>
          <ReturnModalButton className="link-button site-footer__action" />
        </li>
        <li>
          <ConsentSettingsButton className="link-button site-footer__action" />
        </li>
      </ul>
      <p className="site-footer__legal">{sv.site.copyright(chrome.year, chrome.settings.siteName)}</p>
    </footer>
  );
}
