/**
 * Keeps a keyboard player’s focus on the board’s move (issue 22; the Lot Auction’s and the stock round’s boards and
 * text boards use it): while the focus is inside the move's box and the control it is on goes away (a Sell that
 * opens the offers, a Buy that ends the turn, an answered question), it goes on to the move's next control, or its
 * panel, instead of dropping to the page. A focus the player moved out of the box on purpose is left alone.
 */
export type FocusKeeper = {
  onfocusin: () => void;
  onfocusout: (e: FocusEvent) => void;
  /** Call after the view changed: the DOM may have taken the focused control away. */
  check: () => void;
};

export function focusKeeper(box: () => HTMLElement | undefined, restore: () => void): FocusKeeper {
  let inside = false;
  const settle = () => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (inside && (active === null || active === document.body)) restore();
  };
  return {
    onfocusin: () => {
      inside = true;
    },
    onfocusout: (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null;
      if (to && !box()?.contains(to)) inside = false;
      else if (!to) setTimeout(settle, 0);
    },
    check: () => setTimeout(settle, 0),
  };
}
