import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="tp-page tp-not-found">
      <h1>ERROR</h1>
      <p>We can’t seem to find the page you are looking for!</p>
      <Link to="/" className="tp-button">
        Back to Home Page
      </Link>
    </section>
  );
}
