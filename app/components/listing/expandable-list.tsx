import { useId, useState } from 'react';
import { svListing } from '../../../common/copy/sv-listing';

interface ExpandableListProps<T> {
  items: T[];
  /** How many show before 'Visa alla (N)': 5 for sidebar lists, 4 for specification groups. */
  visible: number;
  isSelected(item: T): boolean;
  keyOf(item: T): string | number;
  render(item: T): React.ReactNode;
  className?: string;
}

/** A list that shows its first items and toggles 'Visa alla (N)' / 'Visa mindre'; never hides a selected item. */
export function ExpandableList<T>({ items, visible, isSelected, keyOf, render, className }: ExpandableListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const selectedHidden = items.slice(visible).some(isSelected);
  const open = expanded || selectedHidden;
  const shown = open ? items : items.slice(0, visible);
  return (
    <>
      <ul id={id} className={className}>
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {items.length > visible && !selectedHidden ? (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setExpanded(!open)}>
          {open ? svListing.showLess : svListing.showAllCount(items.length)}
        </button>
      ) : null}
    </>
  );
}
