import { render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { toast } from './toast';

describe('toast', () => {
  it('loads the toast library with the first toast and shows it top-right', async () => {
    render(<ToastHost />);
    expect(document.querySelector('.Toastify')).toBeNull();
    toast.success('Login Successfully');
    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
