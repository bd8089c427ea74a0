import { selectorOf } from './element-selector.ts';

/** Enough for the worst interaction of a visit to be among them: INP's is one of the ten worst. */
const KEPT = 50;
const targets = new Map<number, string>();

/**
 * Names each interaction's target as it happens, by the event's time, which is its Event Timing
 * entry's startTime. By the time web-vitals reports INP, the element may be gone: the sign-up's
 * submit button is replaced by the thanks it leads to.
 */
export function watchInteractionTargets(): void {
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, ({ timeStamp, target }) => {
      targets.set(timeStamp, selectorOf(target as Node | null));
      if (targets.size > KEPT) targets.delete(targets.keys().next().value!);
    }, true);
  }
}

/** The target of the interaction that started at `startTime`, if it was watched. */
export function interactionTargetAt(startTime: number): string | undefined {
  return targets.get(startTime);
}
