import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyAhead } from './lazyAhead.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader of Greeting that fails its first `failures` calls, counting them all. */
function loader(failures = 0) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('The page could not be loaded.'))
      : Promise.resolve({ default: Greeting });
  };
  return { load, calls };
}

const drawn = (Component: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Ada" />
    </Suspense>,
  );

describe('a component loaded ahead (lazyAhead)', () => {
  it('is drawn at once, in the first render, once it has been loaded ahead', async () => {
    const { load, calls } = loader();
    const page = lazyAhead(load);
    await page.loadAhead();
    expect(drawn(page.component)).toContain('Hello <!-- -->Ada');
    expect(drawn(page.component)).not.toContain('Loading…');
    expect(calls.count).toBe(1);
  });

  it('suspends as React.lazy does when it is drawn before it has loaded, and is loaded once', async () => {
    const { load, calls } = loader();
    const page = lazyAhead(load);
    expect(drawn(page.component)).toContain('Loading…');
    await page.loadAhead();
    expect(calls.count).toBe(1);
    expect(drawn(page.component)).toContain('Ada');
  });

  it('settles when loading ahead fails, and is loaded again as it is drawn', async () => {
    const { load, calls } = loader(1);
    const page = lazyAhead(load);
    await expect(page.loadAhead()).resolves.toBeUndefined();
    expect(calls.count).toBe(1);
    expect(drawn(page.component)).toContain('Loading…');
    expect(calls.count).toBe(2);
    await page.loadAhead();
    expect(drawn(page.component)).toContain('Ada');
    expect(calls.count).toBe(2);
  });
});
