import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './plainSchemaMarkdown.ts';

describe('renderMarkdown', () => {
  it('keeps code spans and escapes everything else, a typed key included', () => {
    expect(renderMarkdown('Additional property `<img src=x onerror=alert(1)>` is not allowed')).toBe(
      'Additional property <code>&lt;img src=x onerror=alert(1)&gt;</code> is not allowed',
    );
    expect(renderMarkdown('Expected `string` but received `"a" & \'b\'`')).toBe(
      'Expected <code>string</code> but received <code>&quot;a&quot; &amp; &#39;b&#39;</code>',
    );
  });

  it('keeps line breaks, and paragraphs when not inline', () => {
    expect(renderMarkdown('one\ntwo')).toBe('one<br>two');
    expect(renderMarkdown('one\n\ntwo\nthree', false)).toBe('<p>one</p><p>two<br>three</p>');
  });
});
