import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a dropdown: opens on hover or click, closes a beat after the pointer leaves
 * (so moving diagonally into the menu does not close it), on a click outside, and on Escape (focus
 * returns to the trigger).
 */
export function useDisclosure({
  closeDelayMs,
  container,
  trigger,
}: {
  closeDelayMs: number;
  container: RefObject<HTMLElement | null>;
  trigger: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click right after the pointer arrived must not close what the hover just opened.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancelClose();
    setOpen((value) => {
      if (!value) openedByHover.current = true;
      return true;
    });
  }, [cancelClose]);
  const hide = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);
  const hideLater = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, closeDelayMs);
  }, [cancelClose, closeDelayMs]);
  const toggle = useCallback(() => {
    cancelClose();
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        hide();
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger, hide]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, show, hide, hideLater, toggle };
}
