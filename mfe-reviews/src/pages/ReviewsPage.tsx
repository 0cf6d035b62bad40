import type { PageProps } from 'site-kit';

export default function ReviewsPage({ host }: PageProps) {
  return (
    <section>
      <h1>Customer Reviews</h1>
      <host.Island id="reviews/ReviewsWidget" props={{ placement: 'page' }} />
    </section>
  );
}
