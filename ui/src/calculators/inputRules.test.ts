import { describe, expect, it } from 'vitest';
import {
  acceptedOrDefault,
  acceptsKeystroke,
  parseInput,
  PERCENT_MESSAGE,
  rangeMessage,
  RATE_MESSAGE,
  YEARS_MESSAGE,
} from './inputRules.ts';

describe('acceptsKeystroke', () => {
  it('takes money as digits and one point with at most 2 decimals and 14 characters', () => {
    expect(acceptsKeystroke('money', '200000')).toBe(true);
    expect(acceptsKeystroke('money', '200000.5')).toBe(true);
    expect(acceptsKeystroke('money', '200000.55')).toBe(true);
    expect(acceptsKeystroke('money', '200000.555')).toBe(false);
    expect(acceptsKeystroke('money', '2,000')).toBe(false);
    expect(acceptsKeystroke('money', '-5')).toBe(false);
    expect(acceptsKeystroke('money', '1.2.3')).toBe(false);
    expect(acceptsKeystroke('money', '12345678901.23')).toBe(true);
    expect(acceptsKeystroke('money', '123456789012.34')).toBe(false);
  });

  it('takes a rate of at most 5 characters', () => {
    expect(acceptsKeystroke('rate', '6.125')).toBe(true);
    expect(acceptsKeystroke('rate', '6.1255')).toBe(false);
    expect(acceptsKeystroke('rate', '6a')).toBe(false);
  });

  it('takes a term as at most 2 digits', () => {
    expect(acceptsKeystroke('years', '30')).toBe(true);
    expect(acceptsKeystroke('years', '31')).toBe(true);
    expect(acceptsKeystroke('years', '300')).toBe(false);
    expect(acceptsKeystroke('years', '2.5')).toBe(false);
    expect(acceptsKeystroke('years', '')).toBe(true);
  });
});

describe('rangeMessage', () => {
  it('asks for 1 to 30 years', () => {
    expect(rangeMessage('years', '31')).toBe(YEARS_MESSAGE);
    expect(rangeMessage('years', '0')).toBe(YEARS_MESSAGE);
    expect(rangeMessage('years', '1')).toBeNull();
    expect(rangeMessage('years', '30')).toBeNull();
    expect(rangeMessage('years', '')).toBeNull();
  });

  it('asks for a rate above 0 and at most 100, and a percentage from 0 to 100', () => {
    expect(rangeMessage('rate', '100.5')).toBe(RATE_MESSAGE);
    expect(rangeMessage('rate', '0')).toBe(RATE_MESSAGE);
    expect(rangeMessage('rate', '0.00')).toBe(RATE_MESSAGE);
    expect(rangeMessage('rate', '0.01')).toBeNull();
    expect(rangeMessage('rate', '99.99')).toBeNull();
    expect(rangeMessage('percent', '0')).toBeNull();
    expect(rangeMessage('percent', '100.5')).toBe(PERCENT_MESSAGE);
    expect(rangeMessage('money', '999999')).toBeNull();
  });
});

describe('parseInput and acceptedOrDefault', () => {
  it('reads empty and partial entries as 0', () => {
    expect(parseInput('')).toBe(0);
    expect(parseInput('.')).toBe(0);
    expect(parseInput(null)).toBe(0);
    expect(parseInput('6.5')).toBe(6.5);
  });

  it('keeps a valid shared value and replaces a broken one with the default', () => {
    expect(acceptedOrDefault('money', '250000', '1')).toBe('250000');
    expect(acceptedOrDefault('money', '', '1')).toBe('');
    expect(acceptedOrDefault('money', null, '1')).toBe('1');
    expect(acceptedOrDefault('rate', '<script>', '6')).toBe('6');
    expect(acceptedOrDefault('years', '123', '30')).toBe('30');
  });
});
