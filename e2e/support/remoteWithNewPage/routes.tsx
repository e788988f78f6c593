import { RemotePages } from '@travel/shared-ui';
import { pages } from '../../../mf-content/src/routes';

function WhatsNewPage() {
  return (
    <section className="tp-container">
      <h1>What’s new</h1>
      <p>A page added by the content team, deployed with their remote alone.</p>
    </section>
  );
}

export default function ContentRoutesWithNewPage() {
  return (
    <RemotePages
      name="mf_content"
      build={__BUILD_ID__}
      pages={[...pages, { path: '/whats-new', element: <WhatsNewPage /> }]}
    />
  );
}
