import type { TranslatedLanguage } from './languages';

/** A failure of the upstream service; the API answers 502 and the page keeps its original text. */
export class UpstreamTranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamTranslationError';
  }
}

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * One call to LibreTranslate's POST /translate with `q` as an array (its batch form): English plain
 * text to `target`, answers in the same order.
 */
export async function libreTranslate(
  options: LibreTranslateOptions,
  texts: string[],
  target: TranslatedLanguage,
): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch(`${options.url}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        q: texts,
        source: 'en',
        target,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new UpstreamTranslationError(`LibreTranslate unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { translatedText?: unknown; error?: unknown };
  if (!response.ok) {
    const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new UpstreamTranslationError(`LibreTranslate refused the request: ${reason}`);
  }
  const translated = body.translatedText;
  if (
    !Array.isArray(translated) ||
    translated.length !== texts.length ||
    !translated.every((t) => typeof t === 'string')
  ) {
    throw new UpstreamTranslationError('LibreTranslate answered without one translatedText per text');
  }
  return translated as string[];
}
