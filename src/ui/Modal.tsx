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
    // Focus goes back where it came from when the modal closes: the control that opened it.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!element.open) element.showModal?.();
    // A modal opens on what it is for: a field marked for it, else its first field, else (showModal's choice) its close button.
    element.querySelector<HTMLElement>("[data-autofocus], .modal__body :is(input:not([type=hidden]):not([disabled]), select, textarea)")?.focus();
    document.body.classList.add("modal-open");
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener("cancel", onCancel);
    return () => {
      element.removeEventListener("cancel", onCancel);
      document.body.classList.remove("modal-open");
      if (element.open) element.close();
      // An opener inside a menu that has closed since gives focus to the menu's own button instead.
      const menu = opener?.closest("[popover]:not(:popover-open)");
      const back = menu?.id ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) : opener;
      if (back?.isConnected) back.focus({ preventScroll: true });
      else document.getElementById("main")?.focus({ preventScroll: true });
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
