/** A form's outcome line: an error (role alert) or a success (role status); nothing when empty. */
export function FormMessage({ text, tone }: { text: string; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p className={`message message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
