import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { apiClient } from '../api/client';
import { FaqSection } from '../faq/FaqSection';
import { regionalSettingsSaved, regionalSlice } from '../store/regionalSlice';

const faqs = [{ _id: 'a', question: 'Can I cancel my flight?', answer: 'Yes, from My Trips.', is_hidden: false }];

function storeIn(language: 'en' | 'hi' | 'es') {
  const store = configureStore({ reducer: { regional: regionalSlice.reducer } });
  store.dispatch(regionalSettingsSaved({ language, country: 'IN', currency: 'INR' }));
  return store;
}

describe('FAQ translation', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('sends question and answer to the translation helper and shows the translations', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { translations: ['क्या मैं अपनी उड़ान रद्द कर सकता हूँ?', 'हाँ, मेरी यात्राएँ से।'] } });
    render(
      <Provider store={storeIn('hi')}>
        <FaqSection slug="flight" />
      </Provider>,
    );
    const question = await screen.findByRole('button', { name: /क्या मैं अपनी उड़ान रद्द कर सकता हूँ\?/ });
    expect(post).toHaveBeenCalledWith('/translate', {
      texts: ['Can I cancel my flight?', 'Yes, from My Trips.'],
      targetLang: 'hi',
    });
    // Already translated: the page translator must not translate it again.
    expect(question.closest('[translate="no"]')).not.toBeNull();
  });

  it('falls back to the original question and answer when translation fails', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('HTTP 502'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Provider store={storeIn('es')}>
        <FaqSection slug="flight" />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
  });

  it('sends nothing in English', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    const post = jest.spyOn(apiClient, 'post');
    render(
      <Provider store={storeIn('en')}>
        <FaqSection slug="flight" />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
