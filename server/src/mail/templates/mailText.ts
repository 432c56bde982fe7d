/**
 * Text a sender chose, made safe to put in a mail we send to someone else's inbox in our name: control characters,
 * direction overrides and invisible formatting removed (they can make a mail read otherwise than it was typed),
 * runs of space collapsed, and at most `maxLength` characters. The lender's own copy keeps the original.
 */
export function displayText(value: string, maxLength = 60): string {
  const cleaned = value
    // C0/C1 controls, bidirectional marks, embeddings, overrides and isolates, zero-width and BOM characters.
    // eslint-disable-next-line no-control-regex -- these are exactly the characters removed
    .replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, maxLength).join('');
}
