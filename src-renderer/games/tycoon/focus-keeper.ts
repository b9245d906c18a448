/**
 * Keeps the keyboard's focus on the board (WCAG 2.4.3): a move sent with the keyboard ends its window, the panel
 * that held the focused button is replaced by the next step's, and the browser would drop the focus to the page's
 * body — a screen reader then starts from the top of the page and a keyboard player from the first link. When the
 * focus was on the board and the element holding it goes away (removed, or disabled), `target()` gets it instead:
 * the next control to use, or the words saying what happens now.
 *
 * It never takes the focus back from somewhere the player moved it (a click elsewhere, Tab out of the board, Escape
 * leaving a field): only a focus lost with its element.
 */
export function keepFocus(root: HTMLElement, target: () => HTMLElement | null): () => void {
  /** The element on the board that had the focus last (null: the focus is elsewhere, by the player's choice). */
  let last: HTMLElement | null = root.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  let pending = false;

  /** The focus fell to the page: the element that had it is gone or disabled (not blurred by Escape or a click). */
  const dropped = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || (active instanceof HTMLElement && !active.isConnected);
    return lost && last !== null && (!last.isConnected || (last as HTMLButtonElement).disabled === true);
  };
  const restore = () => {
    if (pending) return;
    pending = true;
    // After the update that removed the element: the next panel is on the page by the next frame.
    requestAnimationFrame(() => {
      pending = false;
      if (!dropped()) return;
      const next = target();
      if (next && root.contains(next)) next.focus();
      else last = null;
    });
  };

  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof HTMLElement ? e.target : null;
  };
  const onFocusOut = (e: FocusEvent) => {
    const to = e.relatedTarget;
    if (to instanceof Node) {
      if (!root.contains(to)) last = null;
    } else restore();
  };
  // A click anywhere is the player choosing where to be: only a control it focuses counts as the board's.
  const onPointerDown = () => {
    last = null;
  };
  const observer = new MutationObserver(() => {
    if (dropped()) restore();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}

/** The first control a player can use inside `scope` (null: none). */
export function firstControl(scope: ParentNode | null | undefined): HTMLElement | null {
  return scope?.querySelector<HTMLElement>('button:not([disabled]), select:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled])') ?? null;
}
