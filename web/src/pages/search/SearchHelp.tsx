// What /searchResults shows before anything is searched: what search covers and how to narrow it, with examples.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { searchPath } from '../../app/navigation.ts';

const Help = styled.section`
  line-height: 1.5;
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 12px 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  @media (max-width: 600px) {
    dl { grid-template-columns: 1fr; }
    dd { margin-bottom: 8px; }
  }
`;

/** Example searches, each one a link that runs it. */
const EXAMPLES: readonly { text: string; what: string }[] = [
  { text: 'grappling', what: 'a rule: finds the section of the combat chapter' },
  { text: 'wokiee', what: 'one typo is forgiven' },
  { text: '"advantage on stealth"', what: 'quotes match the words exactly in that order' },
  { text: 'type:power heal', what: 'only powers (also in:monsters, type:feat, in:chapters...)' },
];

export function SearchHelp() {
  return (
    <Help aria-labelledby="search-help">
      <h2 id="search-help">Search the rules</h2>
      <p>
        Type a name or any words from the rules. Search looks through every chapter section of the books, and the
        names and texts of species, classes, powers, equipment, monsters, starship parts and the rest, plus your own
        characters. Names come first, then chapter headings, then text.
      </p>
      <dl>
        {EXAMPLES.map((e) => (
          <div key={e.text} style={{ display: 'contents' }}>
            <dt>
              <Link to={searchPath(e.text)!}>{e.text}</Link>
            </dt>
            <dd>{e.what}</dd>
          </div>
        ))}
      </dl>
    </Help>
  );
}
