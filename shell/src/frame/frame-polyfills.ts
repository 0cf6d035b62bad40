/**
 * The mobile menu is a <dialog> driven by HTML alone: invoker commands open and close it, and
 * `closedby="any"` closes it on a tap beside it (MobileMenu.tsx). A browser without those features
 * gets the same behaviour from these few lines, once the entry runs.
 */
export function polyfillFrame(doc: Document = document): void {
  if (!('command' in HTMLButtonElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button[commandfor]');
      const dialog = button ? doc.getElementById(button.getAttribute('commandfor') ?? '') : null;
      if (!button || !(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close') dialog.close();
    });
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const dialog = event.target;
      // A click on the backdrop lands on the dialog itself, outside its box.
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute('closedby') !== 'any') return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }
}
