import { FOOTER_COLUMNS, LEGAL_LINKS } from '../../shell/src/layout/Footer/footerLinks';

/** Every page the footer links to, once each (Blog is in two columns). */
export const FOOTER_PATHS: string[] = [
  ...new Set(
    [...FOOTER_COLUMNS.flatMap((column): readonly { to: string }[] => column.links), ...LEGAL_LINKS].map(
      (link) => link.to,
    ),
  ),
];
