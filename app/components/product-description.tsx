import { sv } from '../../common/copy/sv';
import { plainText } from '../../domain/rich-text';
import { RichTextImages } from './third-party-content';
import { ReadMore } from './read-more';

/** The description: its text cut with 'Läs mer', then its images. */
export function Description({ body }: { body: string }) {
  if (!body) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-description">
      <h2 id="product-description">{sv.product.description}</h2>
      {plainText(body) ? <ReadMore text={plainText(body)} /> : null}
      <RichTextImages body={body} />
    </section>
  );
}
