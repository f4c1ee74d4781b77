import { Link } from 'react-router';

interface NamedPage {
  id: number;
  url: string;
  name: string;
}

/** The list items of a list of links to categories or brands, each by its name. */
export function NamedLinks({ pages }: { pages: readonly NamedPage[] }) {
  return pages.map((page) => (
    <li key={page.id}>
      <Link to={page.url}>{page.name}</Link>
    </li>
  ));
}
