/** The Text tab: built with the text translation feature. */
export function TextTab() {
  return <section aria-label="Text translation" className="card p-4 sm:p-6" />;
}
