export function PrivacyPage() {
  return (
    <section>
      <h1>Privacy</h1>
    </section>
  );
}
