import { render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { toast } from './toast';

describe('toast', () => {
  it('loads the toast library with the first toast and shows it top-right', async () => {
    render(<ToastHost />);
    expect(document.querySelector('.Toastify')).toBeNull();
    toast.success('Login Successfully');
    // The library is imported on this first toast: give the import the time a busy CI machine needs.
    expect(await screen.findByText('Login Successfully', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
