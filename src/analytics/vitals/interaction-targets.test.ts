import type { INPMetric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { watchInteractionTargets } from './interaction-targets';
import { vitalsEvent } from './vitals-event';

describe('the INP target', () => {
  it('is named as the interaction happens, so it holds when the element has gone since', () => {
    document.body.innerHTML = '<form class="signup"><button id="signup-submit">Anmelden</button></form>';
    watchInteractionTargets();
    const button = document.querySelector('button')!;
    const pointerdown = new PointerEvent('pointerdown', { bubbles: true });
    button.dispatchEvent(pointerdown);
    document.body.innerHTML = '<p>Danke</p>';

    const entry = { name: 'pointerdown', startTime: pointerdown.timeStamp, processingStart: pointerdown.timeStamp, processingEnd: pointerdown.timeStamp + 8, duration: 16, target: null, targetSelector: '' };
    const inp = { name: 'INP', value: 16, delta: 16, rating: 'good', id: 'v6-1-1', navigationType: 'navigate', navigationId: 1, entries: [entry] } as unknown as INPMetric;
    expect(vitalsEvent(inp, { country: 'DE', route: '/' })).toMatchObject({ debug_target: '#signup-submit', debug_interaction_type: 'pointer' });
  });
});
