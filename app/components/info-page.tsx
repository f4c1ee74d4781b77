import { Link } from 'react-router';
import { RichText } from './third-party-content';
import { ReturnModalButton } from './site-modals';
import { RETURNS_PAGE_URL } from '../lib/site-modals';

/** What an info page shows: its text, and its subpages as links. */
export interface InfoPageView {
  url: string;
  title: string;
  heading: string;
  body: string;
  subpages: { title: string; url: string }[];
}

/**
 * An info page of the shop (terms, delivery, returns...): a page part of its own (app/lib/page-part.tsx), so product
 * and category pages do not load the rich text's code with its embeds that wait for consent.
 */
export function InfoPage({ page }: { page: InfoPageView }) {
  return (
    <article className="page info-page">
      <h1>{page.heading || page.title}</h1>
      <RichText body={page.body} />
      {page.url === RETURNS_PAGE_URL ? (
        <p className="info-page__action">
          <ReturnModalButton className="button button--primary" />
        </p>
      ) : null}
      {page.subpages.length > 0 ? (
        <ul className="info-page__subpages">
          {page.subpages.map((sub) => (
            <li key={sub.url}>
              <Link to={sub.url}>{sub.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
