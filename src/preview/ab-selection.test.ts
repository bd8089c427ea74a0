import { describe, expect, it } from 'vitest';
import { isApplicable, NO_SELECTION, selectGroup, selectionFrom, selectionState, selectTest } from './ab-selection';

describe('the A/B selection', () => {
  it('starts with none, which may be applied', () => {
    expect(selectionState(NO_SELECTION)).toBe('none');
    expect(isApplicable(NO_SELECTION)).toBe(true);
  });

  it('needs a group once a test is chosen', () => {
    const chosen = selectTest('newsletter-bubble');
    expect(chosen).toEqual({ test: 'newsletter-bubble', group: null });
    expect(selectionState(chosen)).toBe('incomplete');
    expect(isApplicable(chosen)).toBe(false);
  });

  it('is complete with a test and its group', () => {
    const complete = selectGroup(selectTest('newsletter-bubble'), 'B');
    expect(complete).toEqual({ test: 'newsletter-bubble', group: 'B' });
    expect(selectionState(complete)).toBe('complete');
    expect(isApplicable(complete)).toBe(true);
  });

  it('drops the group when another test is chosen, and everything when none is', () => {
    const complete = selectGroup(selectTest('newsletter-bubble'), 'B');
    expect(selectTest('footer-teaser')).toEqual({ test: 'footer-teaser', group: null });
    expect(selectGroup(complete, null)).toEqual({ test: 'newsletter-bubble', group: null });
    expect(selectTest(null)).toEqual(NO_SELECTION);
    expect(selectTest('')).toEqual(NO_SELECTION);
  });

  it('takes no group without a test', () => {
    expect(selectGroup(NO_SELECTION, 'B')).toEqual(NO_SELECTION);
  });

  it('reads what checkauth reported, taking a test without a group as none', () => {
    expect(selectionFrom('footer-teaser', 'teaser')).toEqual({ test: 'footer-teaser', group: 'teaser' });
    expect(selectionFrom('footer-teaser', null)).toEqual(NO_SELECTION);
    expect(selectionFrom(null, null)).toEqual(NO_SELECTION);
  });
});
