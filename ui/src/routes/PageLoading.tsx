/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className="container page" role="status">
      <p>Loading…</p>
    </div>
  );
}
