/**
 * Whether the in-app rules panel (HelpScreen, shown by App) is open, and at which section. The top bar's Help
 * button and F1 open it at the top; a screen that points at one rule (a tutorial's "Read the rule") opens it
 * at that rule's section, and focus goes back to that screen's button when it closes.
 */
class HelpPanel {
  open = $state(false);
  /** The section to show first (a game's help section id); null: the top, with the search field focused. */
  section: string | null = $state(null);
  private returnTo: HTMLElement | null = null;

  show(section: string | null = null, returnTo: HTMLElement | null = null): void {
    this.section = section;
    this.returnTo = returnTo;
    this.open = true;
  }

  /** Closes the panel; answers the element that opened it at a section (null: the top bar's button did). */
  hide(): HTMLElement | null {
    const back = this.returnTo;
    this.open = false;
    this.section = null;
    this.returnTo = null;
    return back?.isConnected ? back : null;
  }
}

export const helpPanel = new HelpPanel();
