import Pagination from 'react-bootstrap/Pagination';
import { Link } from 'react-router-dom';
import { pageHref } from '@/lib/pagination';

interface Props {
  /** Path of the paged list; page N lives at `${path}?page=N`. */
  path: string;
  page: number;
  count: number;
  /** Names the navigation landmark, e.g. "Blog pages". */
  label: string;
}

/** Numbered page links with previous and next (react-bootstrap Pagination); nothing for one page. */
export function PagePagination({ path, page, count, label }: Props) {
  if (count <= 1) return null;
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="page-pagination">
      <Pagination className="justify-content-center flex-wrap mb-0">
        <Pagination.Item as={Link} to={pageHref(path, page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous page</span>
        </Pagination.Item>
        {pages.map((n) => (
          <Pagination.Item key={n} as={Link} to={pageHref(path, n)} active={n === page} activeLabel="" aria-current={n === page ? 'page' : undefined}>
            <span className="visually-hidden">Page </span>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Item as={Link} to={pageHref(path, page + 1)} disabled={page >= count}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next page</span>
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
