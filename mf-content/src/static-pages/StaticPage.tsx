import { ContentPage } from '../common/ContentPage';
import { STATIC_PAGES } from './pages';

/** One of the plain content pages of STATIC_PAGES, by its path without the slash. */
export default function StaticPage({ name }: { name: keyof typeof STATIC_PAGES }) {
  return <ContentPage page={STATIC_PAGES[name]} />;
}
