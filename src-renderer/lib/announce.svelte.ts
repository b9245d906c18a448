/**
 * The shell's one announcer: a polite live region (App.svelte) that says what a sighted player notices — whose
 * turn it is, a result window opening, the last ten seconds, the game's end, a settled move check. Everything a
 * screen reader should hear goes through `announce`, so two parts of the screen never talk over each other.
 */
class Announcer {
  /** The text in the live region now. */
  text = $state('');
  private timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * Says `message` (politely: after what the reader is saying). The region is emptied first and filled a moment
   * later, so the same sentence twice in a row is announced twice.
   */
  say(message: string): void {
    const text = message.trim();
    if (!text) return;
    if (this.timer) clearTimeout(this.timer);
    this.text = '';
    this.timer = setTimeout(() => {
      this.timer = null;
      this.text = text;
    }, 60);
  }
}

export const announcer = new Announcer();

export function announce(message: string): void {
  announcer.say(message);
}
