import { MessagePage } from '../components/MessagePage';

/** Body of a page whose owning remote is down (the server answers 503 with it). */
export function RemoteUnavailable() {
  return (
    <MessagePage title="This page is temporarily unavailable">
      <p>We are fixing it right now. Everything else on the site works, and the phone always does.</p>
    </MessagePage>
  );
}
