import { useLayoutEffect, useRef } from 'react';

/** The text a one-line input or text area shows for a widget value: strings and numbers as they are, else nothing. */
export function shownText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Keeps an uncontrolled text input (or text area) showing `text`. The browser holds what the person types, so a
 * keystroke needs no render; after every render of the widget the input is set to `text` where it differs (a value
 * the form changed, a character a widget's filter refused). Pass `text` as the input's `defaultValue` too.
 */
export function useShownText<E extends HTMLInputElement | HTMLTextAreaElement>(text: string) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.value !== text) input.value = text;
  });
  return ref;
}
