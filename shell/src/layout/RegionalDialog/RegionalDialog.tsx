import { useState, type FormEvent } from 'react';
import { Modal } from '@travel/shared-ui/modal';
import {
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  regionalSettingsSaved,
  selectRegionalSettings,
  useAppDispatch,
  useAppSelector,
  type RegionalState,
} from '@travel/shared-ui/store';

/** Language, country and currency. Save applies them; Cancel (or Escape) leaves everything as it was. */
export function RegionalDialog({ onClose }: { onClose: () => void }) {
  const saved = useAppSelector(selectRegionalSettings);
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<RegionalState>(saved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(regionalSettingsSaved(draft));
    onClose();
  };

  return (
    <Modal
      title="Regional settings"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="tp-button tp-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="tp-regional-form" className="tp-button">
            Save
          </button>
        </>
      }
    >
      <form id="tp-regional-form" onSubmit={onSubmit}>
        <div className="tp-field">
          <label htmlFor="tp-regional-language">Language</label>
          <select
            id="tp-regional-language"
            value={draft.language}
            onChange={(e) => setDraft({ ...draft, language: e.target.value as RegionalState['language'] })}
          >
            {LANGUAGES.map((language) => (
              // Named in its own language: marked with its lang and never sent to the page translator.
              <option key={language.code} value={language.code} lang={language.code} translate="no">
                {language.label}
              </option>
            ))}
          </select>
        </div>
        <div className="tp-field">
          <label htmlFor="tp-regional-country">Country</label>
          <select
            id="tp-regional-country"
            value={draft.country}
            onChange={(e) => setDraft({ ...draft, country: e.target.value as RegionalState['country'] })}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
        <div className="tp-field">
          <label htmlFor="tp-regional-currency">Currency</label>
          <select
            id="tp-regional-currency"
            value={draft.currency}
            onChange={(e) => setDraft({ ...draft, currency: e.target.value as RegionalState['currency'] })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code} – {currency.name}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Modal>
  );
}
