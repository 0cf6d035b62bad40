import type { IslandProps } from 'site-kit';

export default function ReviewsWidget({ placement }: IslandProps<'reviews/ReviewsWidget'>) {
  return (
    <div className="reviews-widget">
      {placement === 'footer' ? 'Loading customer reviews...' : 'Loading verified customer reviews...'}
    </div>
  );
}
