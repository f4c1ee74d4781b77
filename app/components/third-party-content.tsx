import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { parseRichText } from '../../domain/rich-text';
import { SOCIAL_FEED_LOAD_TIMEOUT_MS } from '../../domain/consent';
import { svThirdParty } from '../../common/copy/sv-third-party';
import type { ChromeData } from '../lib/chrome.server';
import { saveConsent } from '../lib/consent';
import { lazyPart } from '../lib/lazy-part';
import { CsrfField } from './csrf-field';
import { SubmitButton } from './submit-button';

const t = svThirdParty;

// The feed's code is a part of its own, fetched only once the feed is near the screen and consent allows it.
const SocialFeedImages = lazyPart(() => import('./social-feed-images').then((m) => m.SocialFeedImages), {
  timeoutMs: SOCIAL_FEED_LOAD_TIMEOUT_MS,
});

function useChromeConsent() {
  const chrome = useRouteLoaderData<ChromeData>('root');
  return chrome?.consent ?? { given: false, marketing: false, functional: false };
}

/**
 * Content from a third party, shown only with functional third-party consent (storefront.md, consent modal). The
 * server renders it from the request's cookies, so the right version paints at once; without consent the notice
 * 'Innehållet kan inte visas' with the enable link. The link is a form posting the consent call with functional on
 * and the marketing choice unchanged: it works without JavaScript (the server redirects back), and with JavaScript
 * stores the choice and reloads like the modal does.
 */
export function ThirdPartyGate({ children, className }: { children: ReactNode; className?: string }) {
  const consent = useChromeConsent();
  if (consent.functional) return <>{children}</>;
  return <ThirdPartyNotice marketing={consent.marketing} className={className} />;
}

function ThirdPartyNotice({ marketing, className }: { marketing: boolean; className?: string }) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  return (
    <div className={['third-party-blocked', className ?? ''].filter(Boolean).join(' ')}>
      <p className="third-party-blocked__title">{t.blocked}</p>
      <p className="third-party-blocked__text">{t.blockedText}</p>
      <form
        method="post"
        action="/api/internal/cookie-consent"
        onSubmit={(event) => {
          event.preventDefault();
          setState('saving');
          saveConsent({ marketing, functional: true }).catch(() => setState('failed'));
        }}
      >
        <CsrfField />
        <input type="hidden" name="marketing" value={marketing ? '1' : '0'} />
        <input type="hidden" name="functional" value="1" />
        <SubmitButton className="link-button third-party-blocked__enable" busy={state === 'saving'} busyLabel={t.enabling}>
          {t.enable}
        </SubmitButton>
      </form>
      {state === 'failed' ? (
        <p className="third-party-blocked__error" role="alert">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
}

/** An image from another host: no referrer leaves with it, and it loads only when near the screen. */
export function ThirdPartyImage({ src, alt }: { src: string; alt: string }) {
  return (
    <ThirdPartyGate className="rich-text__blocked">
      <figure className="rich-text__figure">
        <img src={src} alt={alt} loading="lazy" decoding="async" referrerPolicy="no-referrer" className="rich-text__image" />
        <figcaption className="rich-text__source">{t.imageFrom(hostOf(src))}</figcaption>
      </figure>
    </ThirdPartyGate>
  );
}

/** The text of an info page: paragraphs, the shop's own images, and third-party images behind consent. */
export function RichText({ body }: { body: string }) {
  return (
    <>
      {parseRichText(body).map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        if (block.thirdParty) return <ThirdPartyImage key={index} src={block.src} alt={block.alt} />;
        return (
          <figure key={index} className="rich-text__figure">
            <img src={block.src} alt={block.alt} loading="lazy" decoding="async" className="rich-text__image" />
          </figure>
        );
      })}
    </>
  );
}

/** Only the images of a text, for a text shown elsewhere in parts (the product description under 'Läs mer'). */
export function RichTextImages({ body }: { body: string }) {
  const images = parseRichText(body).filter((block) => block.kind === 'image');
  return <RichText body={images.map((image) => `![${image.alt}](${image.src})`).join('\n\n')} />;
}

/**
 * The social-media image feed of the site setting socialImageFeed: a heading, and, with functional consent, the
 * images, whose code loads when the feed comes near the screen (at most 120 s, then the retry message).
 */
export function SocialImageFeed() {
  const chrome = useRouteLoaderData<ChromeData>('root');
  const feed = chrome?.settings.socialImageFeed ?? null;
  const consent = useChromeConsent();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || !feed || !consent.functional) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [feed, consent.functional]);

  if (!feed) return null;
  return (
    <section ref={ref} className="section social-feed" aria-labelledby="social-feed-title">
      <h2 id="social-feed-title">{feed.title}</h2>
      <ThirdPartyGate>
        {near ? (
          <Suspense fallback={<p className="social-feed__loading">{t.feedLoading}</p>}>
            <SocialFeedImages feed={feed} />
          </Suspense>
        ) : (
          <p className="social-feed__loading">{t.feedLoading}</p>
        )}
      </ThirdPartyGate>
    </section>
  );
}
