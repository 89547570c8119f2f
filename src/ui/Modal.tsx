// The product's modal: a native <dialog> — Escape and the close button close it, a click outside does not, the page does not scroll.
import { useEffect, useRef, type ReactNode } from "react";

export interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** A two-column modal (announcements, help) gets more room. */
  wide?: boolean;
}

export function Modal({ title, closeLabel, onClose, children, testId, wide = false }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal?.();
    document.body.classList.add("modal-open");
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener("cancel", onCancel);
    return () => {
      element.removeEventListener("cancel", onCancel);
      document.body.classList.remove("modal-open");
    };
  }, []);

  return (
    <dialog ref={dialog} className={wide ? "modal modal--wide" : "modal"} aria-labelledby="modal-title" data-testid={testId}>
      <header className="modal__header">
        <h2 id="modal-title">{title}</h2>
        <button type="button" className="modal__close" aria-label={closeLabel} onClick={() => close.current()}>
          ×
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
