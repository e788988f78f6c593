import { Modal, type ModalProps } from './Modal';

export type SheetProps = Omit<ModalProps, 'variant'>;

/**
 * A modal dialog that rises from the bottom of a phone's screen, as wide as it, for what a page keeps out of the
 * way on a small screen (a results page's filters): `Modal`'s behaviour (labelled by its title, focus moved inside
 * and kept there, Escape and Close close it and give focus back to what opened it, the page behind not scrolling),
 * with its body scrolling between the title and the footer's `actions`, which stay in reach of the thumb.
 */
export function Sheet(props: SheetProps) {
  return <Modal {...props} variant="sheet" />;
}
