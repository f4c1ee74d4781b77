import { describe, expect, it } from 'vitest';
import { isFilterForm, searchParamsFromFilterForm } from './filter-form';
import { filterQueryToSearchParams, parseFilterQuery } from './filter-query';

/** The address the script would write for the state a form submitted. */
const addressOf = (form: string) => filterQueryToSearchParams(parseFilterQuery(searchParamsFromFilterForm(new URLSearchParams(form)))).toString();

describe('the listing filter form without JavaScript', () => {
  it('is recognised by its marker', () => {
    expect(isFilterForm(new URLSearchParams('filter_form=1&brands=3'))).toBe(true);
    expect(isFilterForm(new URLSearchParams('brands=3'))).toBe(false);
  });

  it('joins repeated checkboxes and choice rows as the address does', () => {
    expect(addressOf('filter_form=1&brands=3&brands=7&selected_primary_color_ids=2&spec-5=41&spec-5=42&spec-8=80')).toBe(
      new URLSearchParams([['brands', '3|7'], ['specifications', '5:41,42|8:80'], ['selected_primary_color_ids', '2']]).toString(),
    );
  });

  it('leaves interval and price boxes at their starting bounds out, and keeps both bounds when one moved', () => {
    expect(addressOf('filter_form=1&spec-9-min=400&spec-9-max=1600&spec-9-limits=400~1600&price_min=990&price_max=24990&price_limits=990~24990')).toBe('');
    expect(addressOf('filter_form=1&spec-9-min=1200&spec-9-max=1600&spec-9-limits=400~1600&price_min=990&price_max=20000&price_limits=990~24990')).toBe(
      new URLSearchParams([['specifications', '9:1200~1600'], ['price_min', '990'], ['price_max', '20000']]).toString(),
    );
    // A carried selection has no starting bounds.
    expect(addressOf('filter_form=1&spec-9-min=1200&spec-9-max=1200')).toBe(new URLSearchParams([['specifications', '9:1200~1200']]).toString());
  });

  it('reads sorting, per page (all = show_all), the view (the pressed button last) and carried state', () => {
    expect(addressOf('filter_form=1&view_type=grid&categories=12|14&sorting=lagsta_pris&per_page=all&view_type=list')).toBe(
      new URLSearchParams([['categories', '12|14'], ['sorting', 'lagsta_pris'], ['view_type', 'list'], ['show_all', '1']]).toString(),
    );
    expect(addressOf('filter_form=1&per_page=48&sorting=popularitet')).toBe('per_page=48');
  });

  it('joins ticked categories (a search or brand listing ticks them in place), duplicates once', () => {
    expect(addressOf('filter_form=1&s=tv&categories=20&categories=31')).toBe(new URLSearchParams([['categories', '20|31'], ['text', 'tv']]).toString());
    expect(addressOf('filter_form=1&categories=20&categories=20|31')).toBe(new URLSearchParams([['categories', '20|31']]).toString());
    expect(addressOf('filter_form=1&s=tv')).toBe('text=tv');
  });
});
