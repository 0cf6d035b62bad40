export function TermsPage() {
  return (
    <section>
      <h1>Terms</h1>
    </section>
  );
}
