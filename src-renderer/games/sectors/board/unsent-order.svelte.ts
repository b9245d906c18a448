/**
 * Orders typed in the order ticket but never sent. The ticket reports its unsent draft for the phase instance
 * it was typed in; once another phase instance shows, that draft was never placed and becomes a notice for its
 * seat. The notice lives here, not in the ticket, because the ticket is gone when the phase has ended.
 */
import { untrack } from 'svelte';
import type { PlayerId } from '../../../../src-shared/games/sectors/types.ts';

type Draft = { serial: number; text: string };

export class UnsentOrders {
  /** Per seat: the words of an order that was typed but not placed before its phase ended. */
  notices: Record<PlayerId, string> = $state({});
  private drafts = new Map<PlayerId, Draft>();

  /** The ticket's draft in phase instance `serial`: its description, or null when nothing is waiting to be sent. */
  report(seat: PlayerId, serial: number, text: string | null): void {
    this.roll(seat, serial);
    if (text === null) this.drafts.delete(seat);
    else this.drafts.set(seat, { serial, text });
  }

  /** Phase instance `serial` is showing now: a draft from an earlier one was never sent. */
  roll(seat: PlayerId, serial: number): void {
    const draft = this.drafts.get(seat);
    if (!draft || draft.serial === serial) return;
    this.drafts.delete(seat);
    // Called from effects: reading the notices here must not make them depend on it.
    this.notices = { ...untrack(() => this.notices), [seat]: draft.text };
  }

  dismiss(seat: PlayerId): void {
    const notices = untrack(() => this.notices);
    if (!(seat in notices)) return;
    const { [seat]: _gone, ...rest } = notices;
    this.notices = rest;
  }
}

/** One per window: a seat's draft outlives its ticket (the ticket unmounts when the phase ends). */
export const unsentOrders = new UnsentOrders();
