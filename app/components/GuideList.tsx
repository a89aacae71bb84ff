import { Link } from "@remix-run/react";
/** What a guide card needs: the guide list query's card fields plus its localized link. */
export interface LinkedGuide {
  key: string;
  state: string;
  title: string;
  description: string | null;
  href: string;
}

/** Guide cards: title linked to the guide, then its one-line description. */
export function GuideList({ guides }: { guides: readonly LinkedGuide[] }) {
  return (
    <ul className="card-grid">
      {guides.map((g) => (
        <li key={`${g.state}-${g.key}`} className="card">
          <h3>
            <Link to={g.href}>{g.title}</Link>
          </h3>
          {g.description ? <p>{g.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
