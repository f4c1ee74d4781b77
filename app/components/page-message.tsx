import type { ReactNode } from 'react';

interface PageMessageProps {
  /** A status code shown large above the heading (404); decorative, the heading says it in words. */
  code?: string;
  title: string;
  text: string;
  /** The way on: a link or a button, and anything below it. */
  children: ReactNode;
}

/** A page that is only a message: its heading, a line of text and what to do next. */
export function PageMessage({ code, title, text, children }: PageMessageProps) {
  return (
    <section className="page-message">
      {code ? (
        <p className="page-message__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
