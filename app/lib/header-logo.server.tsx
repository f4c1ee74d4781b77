import { renderToStaticMarkup } from 'react-dom/server';
import { headerLogos, LOGO_BOX } from '../../domain/site-logo';
import type { SiteSettings } from '../../domain/site-settings';

/**
 * The configured logos (settings logo, mobileLogo, mobileLogoInverted) as the header's markup, in boxes of fixed size
 * and named by the site name; null when none is set and the header keeps its own look. Rendered here on the server
 * so every page's first-paint script stays within its budget.
 */
export function headerLogoHtml(settings: SiteSettings): string | null {
  const logos = headerLogos(settings);
  if (!logos) return null;
  const { desktop, mobile } = LOGO_BOX;
  return renderToStaticMarkup(
    <>
      <picture className="logo__picture">
        <source media="(max-width: 1024px)" srcSet={logos.mobile} width={mobile.width} height={mobile.height} />
        <img className="logo__image" src={logos.desktop} alt={settings.siteName} width={desktop.width} height={desktop.height} />
      </picture>
      {logos.mobileScrolled ? (
        <img className="logo__image logo__image--scrolled" src={logos.mobileScrolled} alt={settings.siteName} width={mobile.width} height={mobile.height} loading="lazy" />
      ) : null}
    </>,
  );
}
