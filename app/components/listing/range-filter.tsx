import { useEffect, useId, useState } from 'react';
import { commitBound } from '../../../domain/filter-selection';
import { sv } from '../../copy/sv';

interface RangeFilterProps {
  title: string;
  unit: string;
  limits: { min: number; max: number };
  /** The chosen range, or null for the whole range. */
  value: { min: number; max: number } | null;
  onCommit(range: { min: number; max: number }): void;
  disabled?: boolean;
}

/**
 * Two keyboard-operable slider handles and min/max number inputs for an interval or the price.
 * A committed min above the max (or max below the min) reverts to the current value.
 */
export function RangeFilter({ title, unit, limits, value, onCommit, disabled }: RangeFilterProps) {
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

  return (
    <div className="range-filter">
      <div className="range-filter__slider" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range"
          aria-label={sv.listing.minimum(title)}
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
          aria-label={sv.listing.maximum(title)}
          min={limits.min}
          max={limits.max}
          value={draft.max}
          disabled={disabled}
          onChange={(e) => setDraft({ ...draft, max: Math.max(Number(e.target.value), draft.min) })}
          onPointerUp={() => commit('max', draft.max)}
          onKeyUp={(e) => (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key.startsWith('Page')) && commit('max', draft.max)}
        />
      </div>
      <div className="range-filter__inputs">
        {(['min', 'max'] as const).map((which) => (
          <label key={which} className="range-filter__input" htmlFor={`${id}-${which}`}>
            <span className="visually-hidden">{which === 'min' ? sv.listing.minimum(title) : sv.listing.maximum(title)}</span>
            <input
              id={`${id}-${which}`}
              type="number"
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
