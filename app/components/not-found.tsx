import { useId } from 'react';
import { Link, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { sv } from '../../common/copy/sv';
import { isChunkLoadError } from '../lib/chunk-load';
import type { ChromeData } from '../lib/chrome.server';
import { ChunkLoadFault } from './chunk-load-alert';
import { NamedLinks } from './named-links';
import { PageMessage } from './page-message';

export function NotFound({ title = sv.notFound.title, text = sv.notFound.text }: { title?: string; text?: string }) {
  return (
    <PageMessage code="404" title={title} text={text}>
      <Link className="button button--primary" to="/">
        {sv.notFound.toHome}
      </Link>
      <NotFoundWaysOn />
    </PageMessage>
  );
}

/**
 * Ways on from a page that is not there (the visitor, or a crawler following an old link): a search box that works
 * without JavaScript and the main categories.
 */
function NotFoundWaysOn() {
  const chrome = useRouteLoaderData<ChromeData>('root');
  const searchId = useId();
  if (!chrome) return null;
  return (
    <div className="not-found__onward">
      {chrome.settings.hideSearch ? null : (
        <form className="not-found__search" action="/produkter/sok" method="get" role="search" aria-labelledby={`${searchId}label`}>
          <label id={`${searchId}label`} htmlFor={searchId}>
            {sv.seo.notFoundSearchLabel}
          </label>
          <div className="not-found__search-row">
            <input id={searchId} type="search" name="s" autoComplete="off" />
            <button type="submit" className="button">
              {sv.seo.notFoundSearchButton}
            </button>
          </div>
        </form>
      )}
      {chrome.categories.length > 0 ? (
        <nav aria-labelledby={`${searchId}categories`}>
          <h2 id={`${searchId}categories`} className="not-found__heading">
            {sv.seo.notFoundCategories}
          </h2>
          <ul className="not-found__categories">
            <NamedLinks pages={chrome.categories} />
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export function ServerFault() {
  return (
    <PageMessage title={sv.error.title} text={sv.error.text}>
      <a className="button button--primary" href="">
        {sv.error.reload}
      </a>
    </PageMessage>
  );
}

/**
 * A route's error view: its own 404 text for a missing thing, the retry message for a part of the page that could not
 * be loaded, the generic fault text otherwise.
 */
export function RouteError({ error, title, text }: { error: unknown; title?: string; text?: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound title={title} text={text} />;
  if (isChunkLoadError(error)) return <ChunkLoadFault />;
  return <ServerFault />;
}
