import { ModalDialog } from './modal-dialog';
import { sv } from '../../common/copy/sv';

/**
 * What a done action says (storefront.md: success modal): a tick, a title, the message announced in a live region,
 * and one button that closes. The view is shared by the modal below and by modals that end in success (returns).
 */
export function SuccessView({ title, message, closeLabel, onClose }: { title: string; message: string; closeLabel: string; onClose(): void }) {
  return (
    <div className="success-view" role="status">
      <svg className="success-view__icon" aria-hidden="true" width="40" height="40" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.12" />
        <path d="M12 20.5l5.5 5.5L28.5 15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="success-view__title">{title}</h3>
      <p className="success-view__message">{message}</p>
      <button type="button" className="button button--primary" onClick={onClose} data-autofocus="">
        {closeLabel}
      </button>
    </div>
  );
}

/** The success modal: the view in the shop's modal dialog (focus trapped, Esc closes, page scroll locked). */
export function SuccessModal({ title, message, onClose }: { title: string; message: string; onClose(): void }) {
  return (
    <ModalDialog title={sv.successModal.dialogTitle} closeLabel={sv.successModal.close} onClose={onClose} className="success-modal">
      <SuccessView title={title} message={message} closeLabel={sv.successModal.ok} onClose={onClose} />
    </ModalDialog>
  );
}
