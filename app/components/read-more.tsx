import { useId, useState } from 'react';
import { READ_MORE_LIMIT_DESKTOP, READ_MORE_LIMIT_MOBILE, truncateText } from '../../domain/read-more';
import { svProductPage } from '../../common/copy/sv-product-page';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}

/**
 * A long text cut at 200 characters on a phone and 720 on a larger screen, with 'Läs mer' / 'Läs mindre'.
 * Both cuts are rendered by the server and CSS shows the one for the screen, so the first paint already has
 * the right length and nothing jumps when the page becomes interactive.
 */
export function ReadMore({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const mobile = truncateText(text, READ_MORE_LIMIT_MOBILE);
  const desktop = truncateText(text, READ_MORE_LIMIT_DESKTOP);
  if (!mobile.truncated) {
    return (
      <div className="read-more">
        <Paragraphs text={text} />
      </div>
    );
  }
  return (
    <div className="read-more">
      <div id={id} className="read-more__text">
        {expanded ? (
          <Paragraphs text={text} />
        ) : (
          <>
            <div className="read-more__cut read-more__cut--mobile">
              <Paragraphs text={mobile.text} />
            </div>
            <div className="read-more__cut read-more__cut--desktop">
              <Paragraphs text={desktop.text} />
            </div>
          </>
        )}
      </div>
      <button
        type="button"
        className={`link-button read-more__toggle${desktop.truncated ? '' : ' read-more__toggle--mobile-only'}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? svProductPage.readLess : svProductPage.readMore}
      </button>
    </div>
  );
}
