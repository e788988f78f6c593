import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationClient } from '../../translation/translationClient';
import { RegionalDialog } from './RegionalDialog';
import { renderWithPortal } from '../../test/renderWithPortal';
import { PageTranslator } from '../../translation/PageTranslator';

/** What a machine translator answers in Hindi, language names included. */
const HINDI: Record<string, string> = {
  Language: 'भाषा',
  'English (UK)': 'अंग्रेज़ी (यूके)',
  Español: 'स्पेनिश',
  Français: 'फ़्रेंच',
  العربية: 'अरबी',
};

const LANGUAGE_NAMES = [
  { name: 'English (UK)', lang: 'en' },
  { name: 'हिन्दी', lang: 'hi' },
  { name: 'Español', lang: 'es' },
  { name: 'Français', lang: 'fr' },
  { name: 'العربية', lang: 'ar' },
];

describe('RegionalDialog', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults: English (UK), India, INR', () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('English (UK)');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('India');
    expect(screen.getByLabelText('Currency')).toHaveDisplayValue('INR – Indian Rupee');
  });

  it('names each language in its own language and script, marked with its lang', () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    const options = within(screen.getByLabelText('Language')).getAllByRole('option');
    expect(options.map((option) => ({ name: option.textContent, lang: option.getAttribute('lang') }))).toEqual(
      LANGUAGE_NAMES,
    );
  });

  it('keeps the language names as written while the page is translated into Hindi', async () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    const send = jest.fn(async (texts: string[]) => texts.map((text) => HINDI[text] ?? text));
    const translator = new PageTranslator(document.body, new TranslationClient(send, null), { debounceMs: 5 });
    translator.start();
    translator.setLanguage('hi');
    await waitFor(() => expect(screen.getByText('भाषा')).toBeInTheDocument());
    const options = within(screen.getByRole('combobox', { name: 'भाषा' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(LANGUAGE_NAMES.map(({ name }) => name));
    const sent = send.mock.calls.flatMap(([texts]) => texts);
    for (const { name } of LANGUAGE_NAMES) expect(sent).not.toContain(name);
    translator.stop();
  });

  it('Save applies the chosen language, country and currency', async () => {
    const onClose = jest.fn();
    const { store } = renderWithPortal(<RegionalDialog onClose={onClose} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'العربية');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Arab Emirates');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'AED');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().regional).toEqual({ language: 'ar', country: 'AE', currency: 'AED' });
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel and Escape close without applying anything', async () => {
    const onClose = jest.fn();
    const { store } = renderWithPortal(<RegionalDialog onClose={onClose} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Français');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(store.getState().regional.language).toBe('en');
  });

  it('keeps keyboard focus inside the dialog', async () => {
    renderWithPortal(<RegionalDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Regional settings' });
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
