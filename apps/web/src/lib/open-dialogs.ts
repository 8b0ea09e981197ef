/**
 * How many modal dialogs are open. The Toaster reads it to keep toasts off a dialog's buttons: on a phone a
 * dialog is a sheet at the bottom of the screen, where toasts otherwise show.
 */
let open = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts a dialog as open; returns the function that counts it closed again. */
export function dialogOpened(): () => void {
  open += 1;
  notify();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    notify();
  };
}

export const isDialogOpen = (): boolean => open > 0;

export function subscribeOpenDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
