import type { ReactNode } from 'react';
import { Panel } from './back-office-ui';
import { ActionForm } from './form-parts';

export interface LifecycleTexts {
  title: string;
  endedNote: string;
  pause: string;
  pauseHint: string;
  resume: string;
  end: string;
  endHint: string;
}

/**
 * A code's or card's life (issue 30): paused and resumed, or ended for good; an ended one only says so. `api` is the
 * address its actions post to (`${api}/pause` …); `children` are the actions of its own kind, in the same row.
 */
export function LifecyclePanel({ id, api, active, ended, texts, children, after }: {
  id: string;
  api: string;
  active: boolean;
  ended: boolean;
  texts: LifecycleTexts;
  children?: ReactNode;
  /** What follows the row of actions (a form of the panel's own). */
  after?: ReactNode;
}) {
  if (ended) {
    return (
      <Panel id={id} title={texts.title}>
        <p className="admin-muted">{texts.endedNote}</p>
      </Panel>
    );
  }
  return (
    <Panel id={id} title={texts.title} className="admin-actions">
      <div className="admin-actions__row">
        {active ? (
          <ActionForm action={`${api}/pause`} text={texts.pause} tone="secondary" hint={{ id: `${id}-pause-hint`, text: texts.pauseHint }} className="admin-actions__cancel" />
        ) : (
          <ActionForm action={`${api}/resume`} text={texts.resume} className="admin-actions__cancel" />
        )}
        <ActionForm action={`${api}/end`} text={texts.end} tone="danger" hint={{ id: `${id}-end-hint`, text: texts.endHint }} className="admin-actions__cancel" />
        {children}
      </div>
      {after}
    </Panel>
  );
}
