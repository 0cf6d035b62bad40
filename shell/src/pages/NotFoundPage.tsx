import { MessagePage } from '../components/MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      <p>The page you asked for is not here. It may have moved, or the link may be mistyped.</p>
      <p>If you are locked out, don't search: call now, a locksmith is on call 24/7.</p>
    </MessagePage>
  );
}
