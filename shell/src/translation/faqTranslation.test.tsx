import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { faqsPath, visibleFaqs, type FaqsReply } from '@travel/contracts/content';
import { apiClient } from '@travel/shared-ui/api';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { createMemoryStore, regionalSettingsSaved } from '@travel/shared-ui/store';
import { provideTextTranslator } from '@travel/shared-ui/translated-texts';
import { translateTexts } from './translationClient';

// FAQs come from data, so they are translated by the shell's client through shared-ui's `useTranslatedTexts`.
const getFaqs = async (slug: string) => visibleFaqs((await apiClient.get<FaqsReply>(faqsPath(slug))).data);
beforeAll(() => provideTextTranslator(translateTexts));
afterAll(() => provideTextTranslator(null));

const faqs = [{ _id: 'a', question: 'Can I cancel my flight?', answer: 'Yes, from My Trips.', is_hidden: false }];

function storeIn(language: 'en' | 'hi' | 'es' | 'fr') {
  const store = createMemoryStore();
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
        <FaqSection load={getFaqs} slug="flight" />
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
        <FaqSection load={getFaqs} slug="flight" />
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
        <FaqSection load={getFaqs} slug="flight" />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the FAQ in English until the shell has loaded its translator, then translates it', async () => {
    provideTextTranslator(null);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs } } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { translations: ['Puis-je annuler mon vol ?', 'Oui, depuis Mes voyages.'] } });
    render(
      <Provider store={storeIn('fr')}>
        <FaqSection load={getFaqs} slug="flight" />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: /Can I cancel my flight\?/ })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    act(() => provideTextTranslator(translateTexts));
    expect(await screen.findByRole('button', { name: /Puis-je annuler mon vol \?/ })).toBeInTheDocument();
  });
});
