/** The Image tab: built with the image translation feature. */
export function ImageTab() {
  return <section aria-label="Image translation" className="card p-4 sm:p-6" />;
}
