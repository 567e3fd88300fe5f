import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CARD_SORTS, type CardSort, MESSAGES } from '@swedish-translator/core';
import { Icon } from './ui';

const SORT_OPTIONS = CARD_SORTS.map((value) => ({ value, label: MESSAGES.sortLabels[value] }));

export type ExportChoice = { format: 'csv' | 'apkg'; includeReviews?: boolean };

const EXPORT_CHOICES: { label: string; choice: ExportChoice }[] = [
  { label: MESSAGES.exportCsv, choice: { format: 'csv' } },
  { label: MESSAGES.exportCsvWithReviews, choice: { format: 'csv', includeReviews: true } },
  { label: MESSAGES.exportAnki, choice: { format: 'apkg' } },
];

/** Search, sort, Export menu and Import of the collection page. */
export function CollectionToolbar({
  query,
  onQueryChange,
  sort,
  onSortChange,
  onExport,
  exporting,
  onImport,
}: {
  query: string;
  onQueryChange(value: string): void;
  sort: CardSort;
  onSortChange(value: CardSort): void;
  onExport(choice: ExportChoice): void;
  exporting: boolean;
  onImport(): void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-[2_1_14rem]">
        <label htmlFor="card-search" className="field-label">
          {MESSAGES.searchCards}
        </label>
        <input
          id="card-search"
          type="search"
          className="field-input"
          value={query}
          maxLength={200}
          placeholder={MESSAGES.searchPlaceholder}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>
      <div className="min-w-0 flex-[1_1_10rem]">
        {/* Native: no Radix listbox hiding the page from screen readers while open (axe), the phone's picker. */}
        <label htmlFor="card-sort" className="field-label">
          {MESSAGES.sortBy}
        </label>
        <select
          id="card-sort"
          className="field-input"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as CardSort)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        {/* Not modal: a modal menu hides the page with aria-hidden while focus is still on its trigger (axe). */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="btn-secondary" disabled={exporting}>
            {MESSAGES.export}
            <Icon name="chevron" className="h-4 w-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-[60] min-w-56 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              {EXPORT_CHOICES.map(({ label, choice }) => (
                <DropdownMenu.Item
                  key={label}
                  className="tap-target flex cursor-pointer items-center rounded-md px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-brand-50"
                  onSelect={() => onExport(choice)}
                >
                  {label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <button type="button" className="btn-secondary" onClick={onImport}>
          {MESSAGES.import}
        </button>
      </div>
    </div>
  );
}
