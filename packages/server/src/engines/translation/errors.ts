/**
 * An engine failure with a message fit for the user ("DeepL rejected the API key"); the service answers it with
 * `status` (502 by default: the upstream provider failed, not this server).
 */
export class TranslationEngineError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = 'TranslationEngineError';
  }
}
