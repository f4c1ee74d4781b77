import { sv } from '../../common/copy/sv';
import { useChunkLoadFailure } from '../lib/chunk-load';
import { PageMessage } from './page-message';

/**
 * The message for a part of the page that could not be loaded, with a retry that loads the address afresh (the
 * current files of the shop). An alert: it appears because something the shopper did failed.
 */
export function ChunkLoadAlert() {
  const failure = useChunkLoadFailure();
  return (
    <div className="chunk-alert" role="alert">
      {failure ? (
        <>
          <p className="chunk-alert__text">{sv.chunkLoadFailed}</p>
          <button type="button" className="button button--primary chunk-alert__retry" onClick={() => window.location.assign(failure.retryUrl)}>
            {sv.chunkLoadRetry}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** A route's error view when what failed was loading a part of the page. */
export function ChunkLoadFault() {
  return (
    <PageMessage title={sv.error.title} text={sv.chunkLoadFailed}>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {sv.chunkLoadRetry}
      </button>
    </PageMessage>
  );
}
