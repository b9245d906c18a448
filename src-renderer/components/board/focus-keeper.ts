/**
 * Keeps a keyboard player’s focus on the board’s move (issue 22, WCAG 2.4.3; every game's board and text board use
 * it): while the focus is inside the move's box and the control it is on goes away — removed (a Sell that opens the
 * offers, a Buy that ends the turn, an answered question, a window's panel replaced by the next one's) or disabled —
 * the browser would drop the focus to the page's body, and a screen reader would start again from the top; instead
 * `restore` puts it on the move's next control, or its panel. A focus the player moved out of the box on purpose is
 * left alone, and so is one let go inside it (a click on no control, Escape leaving a field): only a focus lost with
 * its element is given back.
 */
export type FocusKeeper = {
  onfocusin: (e: FocusEvent) => void;
  onfocusout: (e: FocusEvent) => void;
  /** Call after the view changed: the DOM may have taken the focused control away. */
  check: () => void;
  /** The player chose where to be (a click anywhere): nothing to give back until the focus comes into the box again. */
  release: () => void;
};

export function focusKeeper(box: () => HTMLElement | undefined, restore: () => void): FocusKeeper {
  let inside = false;
  /** The element in the box that had the focus last. */
  let last: HTMLElement | null = null;
  const settle = () => {
    if (!inside || typeof document === 'undefined') return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    // Still on the page, shown and usable: the player let the focus go (it was not taken with its element).
    if (last !== null && last.isConnected && !last.matches(':disabled') && last.getClientRects().length > 0) inside = false;
    else restore();
  };
  return {
    onfocusin: (e: FocusEvent) => {
      inside = true;
      last = e.target instanceof HTMLElement ? e.target : null;
    },
    onfocusout: (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null;
      if (to && !box()?.contains(to)) inside = false;
      else if (!to) setTimeout(settle, 0);
    },
    check: () => setTimeout(settle, 0),
    release: () => {
      inside = false;
    },
  };
}

/**
 * A keeper wired to `box` itself, for a board whose whole root is the move's box: its focus events, a check after
 * every change under it (a panel that removes or disables its own control before any new view comes), and a click
 * anywhere as the player's choice. Returns the teardown, for an `$effect`.
 */
export function keepFocusIn(box: HTMLElement, restore: () => void): () => void {
  const keeper = focusKeeper(() => box, restore);
  const observer = new MutationObserver(() => keeper.check());
  observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  box.addEventListener('focusin', keeper.onfocusin);
  box.addEventListener('focusout', keeper.onfocusout);
  document.addEventListener('pointerdown', keeper.release, true);
  return () => {
    observer.disconnect();
    box.removeEventListener('focusin', keeper.onfocusin);
    box.removeEventListener('focusout', keeper.onfocusout);
    document.removeEventListener('pointerdown', keeper.release, true);
  };
}

/** The first control a player can use inside `scope` (null: none). */
export function firstControl(scope: ParentNode | null | undefined): HTMLElement | null {
  return scope?.querySelector<HTMLElement>('button:not([disabled]), select:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled])') ?? null;
}
