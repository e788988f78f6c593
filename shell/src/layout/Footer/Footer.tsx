import { Link } from 'react-router-dom';
import { Icon } from '@travel/shared-ui/components';
import { FOOTER_COLUMNS, LEGAL_LINKS, SOCIAL_LINKS } from './footerLinks';
import { FooterNewsletter } from './FooterNewsletter';
import './Footer.css';

export function Footer() {
  return (
    <footer className="tp-footer">
      <div className="tp-footer__inner">
        <div className="tp-footer__columns">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <FooterNewsletter />
        </div>
        <div className="tp-footer__bottom">
          <p>© {new Date().getFullYear()} Travel Portal. Comparing flights and hotels since 2024.</p>
          <nav aria-label="Legal" className="tp-footer__legal">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
          <ul className="tp-footer__social" aria-label="Social networks">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  title={link.label}
                >
                  <Icon name={link.icon} size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
