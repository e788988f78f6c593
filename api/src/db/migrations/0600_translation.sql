-- Translation memory: the reviewed catalog of the site's texts (seeded from the translation module's catalog).
CREATE TABLE translation_memory (
  lang text NOT NULL,
  source_hash text NOT NULL,
  source_text text NOT NULL,
  translated_text text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, source_hash)
);

-- Answers of a machine translation service (LibreTranslate), so each text goes upstream once per language.
CREATE TABLE translation_cache (
  provider text NOT NULL,
  lang text NOT NULL,
  source_hash text NOT NULL,
  source_text text NOT NULL,
  translated_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, lang, source_hash)
);
