import { Link } from 'react-router';
import { sv } from '../../common/copy/sv';

export function Breadcrumbs({ items }: { items: { name: string; url: string }[] }) {
  return (
    <nav aria-label={sv.site.breadcrumbs} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{sv.site.home}</Link>
        </li>
        {items.map((item, index) => (
          <li key={item.url}>
            <Link to={item.url} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
