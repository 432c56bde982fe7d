import { describe, expect, it } from 'vitest';
import { includesValue, toggleChoice, yesNoChoices } from './choices.ts';

describe('yesNoChoices', () => {
  it('stores booleans for a boolean field', () => {
    expect(yesNoChoices('boolean')).toEqual([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
  });
  it("stores 'true' and 'false' for a string field", () => {
    expect(yesNoChoices('string').map((choice) => choice.value)).toEqual(['true', 'false']);
  });
});

describe('includesValue', () => {
  it('tells a string from a boolean', () => {
    expect(includesValue(['true'], true)).toBe(false);
    expect(includesValue([true], true)).toBe(true);
  });
});

describe('toggleChoice', () => {
  const choices = ['hispanic', 'mexican', 'cuban', 'notHispanic', 'doNotWish'];
  const exclusive = ['notHispanic', 'doNotWish'];

  it('adds a choice in the order the choices are shown', () => {
    expect(toggleChoice(['cuban'], 'hispanic', true, choices)).toEqual(['hispanic', 'cuban']);
  });

  it('removes an unticked choice', () => {
    expect(toggleChoice(['hispanic', 'cuban'], 'hispanic', false, choices)).toEqual(['cuban']);
  });

  it('keeps only an exclusive choice when it is ticked', () => {
    expect(toggleChoice(['hispanic', 'mexican'], 'doNotWish', true, choices, exclusive)).toEqual(['doNotWish']);
    expect(toggleChoice(['notHispanic'], 'doNotWish', true, choices, exclusive)).toEqual(['doNotWish']);
  });

  it('clears the exclusive choices when another is ticked', () => {
    expect(toggleChoice(['doNotWish'], 'mexican', true, choices, exclusive)).toEqual(['mexican']);
  });

  it('lets choices combine when none is exclusive', () => {
    expect(toggleChoice(['notHispanic'], 'doNotWish', true, choices)).toEqual(['notHispanic', 'doNotWish']);
  });

  it('does not list a choice twice', () => {
    expect(toggleChoice(['cuban'], 'cuban', true, choices)).toEqual(['cuban']);
  });
});
