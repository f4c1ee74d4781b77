import type { SiteSettings } from '../../domain/site-settings';
import { svThirdParty } from '../../common/copy/sv-third-party';

type Feed = NonNullable<SiteSettings['socialImageFeed']>;

/** The feed's images (a lazily loaded part: only a shopper with functional consent who scrolls near it fetches it). */
export function SocialFeedImages({ feed }: { feed: Feed }) {
  return (
    <>
      <ul className="social-feed__grid">
        {feed.images.map((image) => {
          const img = <img src={image.src} alt={image.alt} width={300} height={300} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
          return (
            <li key={image.src} className="social-feed__item">
              {image.link ? (
                <a href={image.link} rel="noopener noreferrer" target="_blank">
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      {feed.profileUrl ? (
        <p className="social-feed__more">
          <a href={feed.profileUrl} rel="noopener noreferrer" target="_blank">
            {svThirdParty.feedOpenProfile}
          </a>
        </p>
      ) : null}
    </>
  );
}
