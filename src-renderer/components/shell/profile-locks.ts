/**
 * The new-game form under a profile's locks, for any game: the locks come from the host (`profiles`, from the
 * game's progress hook), keyed by option; the form disables locked values with their progress text beside
 * them, and lists values nobody may pick yet as "coming soon". No DOM here.
 */
import type { OptionLocks } from '../../../src-shared/platform/module.ts';

export type ChoiceItem = {
  value: string | number;
  disabled: boolean;
  /** Why it cannot be chosen (the progress toward it, or "coming soon"); null when it can. */
  note: string | null;
  comingSoon: boolean;
};

/** A choice option's values, each selectable or not, then the coming-soon values the option does not list. */
export function choiceItems(option: string, values: readonly (string | number)[], locks: readonly OptionLocks[]): ChoiceItem[] {
  const lock = locks.find((l) => l.option === option);
  const soonOf = (v: string | number) => lock?.comingSoon.find((c) => c.value === v);
  const items = values.map((value): ChoiceItem => {
    const why = soonOf(value) ?? lock?.locked.find((l) => l.value === value);
    return { value, disabled: why !== undefined, note: why?.text ?? null, comingSoon: soonOf(value) !== undefined };
  });
  const extra = (lock?.comingSoon ?? []).filter((c) => !values.includes(c.value)).map((c): ChoiceItem => ({ value: c.value, disabled: true, note: c.text, comingSoon: true }));
  return [...items, ...extra];
}

/** The value the form keeps: the current one if selectable, else the first that is (the current one if none is). */
export function openValue(current: unknown, items: readonly ChoiceItem[]): unknown {
  if (items.some((i) => i.value === current && !i.disabled)) return current;
  return items.find((i) => !i.disabled)?.value ?? current;
}

/** The human seats' profiles: the first human seat plays for the active profile unless one was chosen. */
export function withActiveProfile<S extends { kind: 'human' | 'bot'; profile?: string; name?: string }>(seats: S[], active: string | null, activeName?: string): S[] {
  if (!active || seats.some((s) => s.profile === active)) return seats;
  const first = seats.findIndex((s) => s.kind === 'human' && !s.profile);
  return first < 0 ? seats : seats.map((s, i) => (i === first ? withProfileName({ ...s, profile: active }, activeName, seats) : s));
}

/**
 * A seat that plays for a profile carries the profile's name, unless someone typed a name of their own: a default
 * name ("Player 1") becomes the profile's, when no other seat has that name.
 */
export function withProfileName<S extends { name?: string }>(seat: S, profileName: string | undefined, seats: readonly S[]): S {
  if (!profileName || seat.name === undefined || !/^(Player|Bot) \d+$/.test(seat.name.trim())) return seat;
  const used = seats.some((s) => s !== seat && s.name?.trim().toLowerCase() === profileName.trim().toLowerCase());
  return used ? seat : { ...seat, name: profileName };
}

/** The values of an option a profile may choose (neither locked nor coming soon), in the option's order. */
export function unlockedValues(values: readonly (string | number)[], lock: OptionLocks): (string | number)[] {
  const closed = new Set([...lock.locked, ...lock.comingSoon].map((l) => l.value));
  return values.filter((v) => !closed.has(v));
}
