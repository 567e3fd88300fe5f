import {
  DICTIONARY_FORM_LABELS,
  type DictionaryEntry,
  type DictionaryFormName,
  MESSAGES,
} from '@swedish-translator/core';
import { SpeakButton } from '../../components/speak-button';

/** One dictionary entry on the lookup card: lemma, part of speech, forms, translations, an example, add-to-cards. */
export function EntryView({ entry, lang, onAdd }: { entry: DictionaryEntry; lang: string; onAdd: () => void }) {
  const other = lang === 'sv' ? 'en' : 'sv';
  const forms = Object.entries(entry.forms) as [DictionaryFormName, string][];
  const example = entry.examples?.[0];
  return (
    <article className="pt-3 first:pt-0" data-testid="lookup-entry">
      <div className="flex items-center gap-2">
        <p className="flex-1">
          {entry.gender && (
            <span lang="sv" className="mr-1 text-muted">
              {entry.gender}
            </span>
          )}
          <span lang={lang} className="font-semibold text-ink" data-testid="lookup-lemma">
            {entry.lemma}
          </span>
          <span className="ml-2 text-xs uppercase tracking-wide text-muted" data-testid="lookup-pos">
            {entry.pos}
          </span>
        </p>
        <SpeakButton text={entry.lemma} lang={lang} label={MESSAGES.listenTo(`“${entry.lemma}”`)} />
      </div>
      {entry.translations.length > 0 && (
        <p lang={other} className="mt-1 text-sm text-ink" data-testid="lookup-translations">
          {entry.translations.join(', ')}
        </p>
      )}
      {forms.length > 0 && (
        <table className="mt-2 w-full text-sm" data-testid="lookup-forms">
          <caption className="sr-only">Forms of {entry.lemma}</caption>
          <tbody>
            {forms.map(([name, form]) => (
              <tr key={name} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-muted">
                  {DICTIONARY_FORM_LABELS[name] ?? name}
                </th>
                <td lang={lang} className="py-1 font-medium text-ink">
                  {form}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {example && (
        <p className="mt-2 text-sm" data-testid="lookup-example">
          <span lang="sv" className="italic text-ink">
            {example.sv}
          </span>{' '}
          <span lang="en" className="text-muted">
            — {example.en}
          </span>
        </p>
      )}
      <button type="button" className="btn-secondary mt-3 w-full" onClick={onAdd}>
        {MESSAGES.addToFlashcards}
      </button>
    </article>
  );
}
