// /assets: downloadable assets (the original site had no such list; this page introduces it).
export function AssetsPage() {
  return (
    <section>
      <h1>Assets</h1>
      <p>Printable sheets, reference cards and other files for your table will be offered for download here.</p>
    </section>
  );
}
