import { describe, expect, it } from 'vitest';
import { deferredModule, pendingModules } from './deferredModule.ts';

describe('deferredModule', () => {
  it('imports once, on the first load, and keeps what it gave', async () => {
    let imports = 0;
    const module = deferredModule(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(imports).toBe(0);
    expect(module.current).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    expect(await first).toEqual({ answer: 42 });
    expect(module.current).toEqual({ answer: 42 });
    await module.load();
    expect(imports).toBe(1);
  });

  it('tries a failed download again on the next load', async () => {
    let attempts = 0;
    const module = deferredModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current).toBeUndefined();
    expect(await module.load()).toBe('loaded');
    expect(attempts).toBe(2);
  });
});

describe('pendingModules', () => {
  it('is null once every module is there, and one promise kept for the same missing modules before', async () => {
    const a = deferredModule(async () => 'a');
    const b = deferredModule(async () => 'b');
    const both = pendingModules([a, b]);
    expect(both).not.toBeNull();
    expect(pendingModules([b, a])).toBe(both);
    expect(pendingModules([a])).toBe(a.load());
    await both;
    expect(pendingModules([a, b])).toBeNull();
    expect(pendingModules([])).toBeNull();
  });
});
