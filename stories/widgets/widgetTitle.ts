/** A catalog name as a sidebar title: a '/' (as in 'Yes/No') would open a sub-group, so it becomes '∕' (U+2215). */
export function widgetTitle(name: string): string {
  return `Widgets/${name.replaceAll('/', '\u2215')}`;
}
