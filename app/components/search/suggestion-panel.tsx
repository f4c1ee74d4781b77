import { sv } from '../../../common/copy/sv';
import type { SearchSuggestion } from '../../../common/contract/search';
import type { SuggestionGroup } from './suggestions';
import { suggestionListboxId, suggestionOptionId } from './search-box';

interface SuggestionPanelProps {
  /** The search box's useId, which the options' and groups' ids start from. */
  id: string;
  open: boolean;
  loading: boolean;
  groups: SuggestionGroup[];
  /** The suggestions and 'Visa alla resultat' after them; 0 when nothing matched. */
  optionCount: number;
  active: number;
  showAllUrl: string;
  /** 'Inga exakta träffar för ...' when the suggestions are for a looser query than the one typed. */
  notice: string | null;
  onGo(url: string): void;
}

/** The combobox's grouped listbox under the header search, ending with 'Visa alla resultat'. */
export function SuggestionPanel({ id, open, loading, groups, optionCount, active, showAllUrl, notice, onGo }: SuggestionPanelProps) {
  const showAllIndex = optionCount - 1;
  return (
    // Presses inside the panel keep the focus in the box, where the combobox pattern wants it.
    <div className="search-suggest" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
      {open && optionCount === 0 ? <p className="search-suggest__empty">{sv.search.noHits}</p> : null}
      {open && optionCount > 0 && notice ? <p className="search-suggest__notice">{notice}</p> : null}
      <div role="listbox" id={suggestionListboxId(id)} aria-label={sv.search.suggestionsLabel} aria-busy={loading} className="search-suggest__list" hidden={optionCount === 0}>
        {groups.map((group) => (
          <ul key={group.type} role="group" aria-labelledby={`${id}group-${group.type}`} className={`search-suggest__group search-suggest__group--${group.type}`}>
            <li role="presentation" id={`${id}group-${group.type}`} className="search-suggest__heading">
              {group.heading}
            </li>
            {group.items.map(({ suggestion, index }) => (
              <li
                key={`${suggestion.type}-${suggestion.url}-${index}`}
                role="option"
                id={suggestionOptionId(id, index)}
                aria-selected={index === active}
                className="search-suggest__option"
                onClick={() => onGo(suggestion.url)}
              >
                <SuggestionContent suggestion={suggestion} />
              </li>
            ))}
          </ul>
        ))}
        {optionCount > 0 ? (
          <div role="option" id={suggestionOptionId(id, showAllIndex)} aria-selected={showAllIndex === active} className="search-suggest__option search-suggest__all" onClick={() => onGo(showAllUrl)}>
            {sv.search.showAll}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function SuggestionContent({ suggestion }: { suggestion: SearchSuggestion }) {
  // value_html is escaped by the server; its only markup is the <mark> around what matched.
  const name = <span className="search-suggest__name" dangerouslySetInnerHTML={{ __html: suggestion.value_html }} />;
  if (suggestion.type !== 'product') return name;
  const price = suggestion.hide_price ? null : suggestion.price;
  return (
    <>
      <span className="search-suggest__image">{suggestion.image ? <img src={suggestion.image} alt="" width={48} height={48} decoding="async" /> : null}</span>
      {name}
      {price || suggestion.product_monthly_price ? (
        <span className="search-suggest__prices">
          {price ? <span className="search-suggest__price">{price}</span> : null}
          {suggestion.product_monthly_price ? <span className="search-suggest__monthly">{suggestion.product_monthly_price}</span> : null}
        </span>
      ) : null}
    </>
  );
}
