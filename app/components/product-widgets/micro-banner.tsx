import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SiteSettings } from '../../../domain/site-settings';
import { sv } from '../../../common/copy/sv';
import { useNonce } from '../../lib/nonce';

const STORAGE_KEY = 'microBannerDismissed';
const DISMISSED_CLASS = 'micro-banner-dismissed';

/**
 * Runs before the banner is painted: a banner closed in this session is hidden by a class on <html> at once,
 * so a reload never flashes it before hydration removes it.
 */
const hideIfDismissed = `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})==='1')document.documentElement.classList.add(${JSON.stringify(DISMISSED_CLASS)})}catch(e){}`;

function dismissedInSession(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The site-wide micro banner above the header: text, an optional link, and a close button that hides it for the session. */
export function MicroBanner({ banner }: { banner: SiteSettings['microBanner'] }) {
  const nonce = useNonce();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(dismissedInSession()), []);
  if (!banner.active || banner.text.trim() === '' || dismissed) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Storage refused (private mode): the banner still closes for this page view.
    }
    setDismissed(true);
  };
  const external = banner.link !== null && /^https?:\/\//.test(banner.link);
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
      <div className="micro-banner">
        <p className="micro-banner__text">
          {banner.link ? (
            external ? (
              <a href={banner.link}>{banner.text}</a>
            ) : (
              <Link to={banner.link}>{banner.text}</Link>
            )
          ) : (
            banner.text
          )}
        </p>
        <button type="button" className="micro-banner__close" onClick={close} aria-label={sv.productWidgets.closeBanner}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </>
  );
}
