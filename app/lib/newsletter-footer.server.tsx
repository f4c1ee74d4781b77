import { renderToStaticMarkup } from 'react-dom/server';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { NewsletterSignup } from '../components/newsletter-signup';

/**
 * The footer's newsletter section as HTML, rendered here on the server and handed to the footer as markup: a plain
 * form needs no script, and every page's first-paint JavaScript stays within its budget (server/lean-pages.api.test.ts).
 */
export function newsletterFooterHtml(csrfToken: string): string {
  return renderToStaticMarkup(
    <>
      <h2 id="footer-newsletter" className="site-footer__heading">
        {svNewsletter.title}
      </h2>
      <p>{svNewsletter.intro}</p>
      <NewsletterSignup csrfToken={csrfToken} />
    </>,
  );
}
