import { renderStandalone } from '@travel/shared-ui/standalone';
import Routes from './routes';

// Runs this remote alone for its team (`npm run dev -w mf-flights`); the portal loads ./routes instead.
renderStandalone(<Routes />);
