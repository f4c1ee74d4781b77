import { useEffect, useId, useState } from 'react';
import { commitBound } from '../../../domain/filter-selection';
import { RANGE_SEPARATOR } from '../../../domain/filter-query';
import { svListing } from '../../../common/copy/sv-listing';

interface RangeFilterProps {
  title: string;
  unit: string;
  limits: { min: number; max: number };
  /** The chosen range, or null for the whole range. */
  value: { min: number; max: number } | null;
  onCommit(range: { min: number; max: number }): void;
  disabled?: boolean;
  /**
   * Names of the number boxes in the listing's GET form (without JavaScript), the form's id when they sit outside it,
   * and the field that says where they started (sent only while nothing is chosen, so an untouched range is no filter).
   */
  fields?: { min: string; max: string; limits: string; form?: string };
}

/**
 * Two keyboard-operable slider handles and min/max number inputs for an interval or the price.
 * A committed min above the max (or max below the min) reverts to the current value.
 */
export function RangeFilter({ title, unit, limits, value, onCommit, disabled, fields }: RangeFilterProps) {
  const committed = value ?? limits;
  const [draft, setDraft] = useState(committed);
  const [typed, setTyped] = useState({ min: String(committed.min), max: String(committed.max) });
  const id = useId();

  useEffect(() => {
    setDraft(committed);
    setTyped({ min: String(committed.min), max: String(committed.max) });
  }, [committed.min, committed.max]); // eslint-disable-line react-hooks/exhaustive-deps -- the range, not the object, matters

  const commit = (which: 'min' | 'max', raw: number) => {
    const result = commitBound(which, raw, draft, limits);
    const next = { ...draft, [which]: result.value };
    setDraft(next);
    setTyped({ min: String(next.min), max: String(next.max) });
    if (result.accepted && (next.min !== committed.min || next.max !== committed.max)) onCommit(next);
  };

  const span = Math.max(1, limits.max - limits.min);
  const left = ((draft.min - limits.min) / span) * 100;
  const right = ((draft.max - limits.min) / span) * 100;
  // The boxes are as wide as the longest bound, so '1200' never shows as '120' (issue 11 item 12).
  const digits = Math.max(String(limits.min).length, String(limits.max).length);

  return (
    <div className="range-filter">
      <div className="range-filter__slider" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range"
          aria-label={svListing.minimum(title)}
          min={limits.min}
          max={limits.max}
          value={draft.min}
          disabled={disabled}
          onChange={(e) => setDraft({ ...draft, min: Math.min(Number(e.target.value), draft.max) })}
          onPointerUp={() => commit('min', draft.min)}
          onKeyUp={(e) => (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key.startsWith('Page')) && commit('min', draft.min)}
        />
        <input
          type="range"
          aria-label={svListing.maximum(title)}
          min={limits.min}
          max={limits.max}
          value={draft.max}
          disabled={disabled}
          onChange={(e) => setDraft({ ...draft, max: Math.max(Number(e.target.value), draft.min) })}
          onPointerUp={() => commit('max', draft.max)}
          onKeyUp={(e) => (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key.startsWith('Page')) && commit('max', draft.max)}
        />
      </div>
      {fields && value === null ? <input type="hidden" name={fields.limits} form={fields.form} value={`${limits.min}${RANGE_SEPARATOR}${limits.max}`} /> : null}
      <div className="range-filter__inputs" style={{ ['--digits' as string]: digits }}>
        {(['min', 'max'] as const).map((which) => (
          <label key={which} className="range-filter__input" htmlFor={`${id}-${which}`}>
            <span className="visually-hidden">{which === 'min' ? svListing.minimum(title) : svListing.maximum(title)}</span>
            <input
              id={`${id}-${which}`}
              type="number"
              name={fields?.[which]}
              form={fields?.form}
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              value={typed[which]}
              disabled={disabled}
              onChange={(e) => setTyped({ ...typed, [which]: e.target.value })}
              onBlur={() => commit(which, Number(typed[which]))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit(which, Number(typed[which]));
                }
              }}
            />
            <span aria-hidden="true">{unit}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
