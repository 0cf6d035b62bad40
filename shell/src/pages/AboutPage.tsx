export function AboutPage() {
  return (
    <section>
      <h1>About</h1>
    </section>
  );
}
