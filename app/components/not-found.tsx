import { Link, isRouteErrorResponse } from 'react-router';
import { sv } from '../copy/sv';
import { isChunkLoadError } from '../lib/chunk-load';
import { ChunkLoadFault } from './chunk-load-alert';

export function NotFound({ title = sv.notFound.title, text = sv.notFound.text }: { title?: string; text?: string }) {
  return (
    <section className="page-message">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button button--primary" to="/">
        {sv.notFound.toHome}
      </Link>
    </section>
  );
}

export function ServerFault() {
  return (
    <section className="page-message">
      <h1>{sv.error.title}</h1>
      <p>{sv.error.text}</p>
      <a className="button button--primary" href="">
        {sv.error.reload}
      </a>
    </section>
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
