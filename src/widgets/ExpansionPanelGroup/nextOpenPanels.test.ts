import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOpenPanels, type PanelRules } from './nextOpenPanels';

const ids = ['a', 'b', 'c', 'd'];
const clicks = fc.array(fc.constantFrom(...ids), { maxLength: 20 });
const fixedIds = fc.subarray(ids).map((fixed) => new Set(fixed));

function clickAll(start: readonly string[], sequence: string[], rules: PanelRules) {
  return sequence.reduce((open, id) => nextOpenPanels(open, id, rules), start);
}

describe('nextOpenPanels', () => {
  it('never has more than one panel open in single-select, whatever is clicked', () => {
    fc.assert(
      fc.property(clicks, fc.boolean(), fixedIds, (sequence, allowCloseOpenPanel, fixed) => {
        expect(clickAll([], sequence, { multiple: false, allowCloseOpenPanel, fixed }).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never opens or closes a locked or disabled panel, whatever is clicked', () => {
    fc.assert(
      fc.property(fc.subarray(ids), clicks, fc.boolean(), fixedIds, (start, sequence, multiple, fixed) => {
        const open = clickAll(start, sequence, { multiple, allowCloseOpenPanel: true, fixed });
        for (const id of fixed) expect(open.includes(id)).toBe(start.includes(id));
      }),
    );
  });
});
