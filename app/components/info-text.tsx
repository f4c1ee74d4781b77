/**
 * The short info ('Kort info') as bullets: each non-empty line one item. A module of its own: the product page shows
 * it without loading the listing card's code.
 */
export function InfoText({ text }: { text: string }) {
  // The editor asks for one bullet per line; a leading '-' or '•' some owners type anyway is not part of the text.
  const lines = text.split('\n').map((l) => l.trim().replace(/^[-•]\s*/, '')).filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <ul className="info-text info-text--list">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
